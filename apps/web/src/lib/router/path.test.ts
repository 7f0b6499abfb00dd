import { describe, expect, it } from 'vitest'
import { createPath, parsePath, resolveTo } from './path'

describe('paths', () => {
  it('splits a hash route into pathname, query and fragment, and joins it back', () => {
    expect(parsePath('/swap?x=1#top')).toEqual({ pathname: '/swap', search: '?x=1', hash: '#top' })
    expect(parsePath('?x=1')).toEqual({ search: '?x=1' })
    expect(createPath({ pathname: '/swap', search: '?x=1', hash: '' })).toBe('/swap?x=1')
    expect(createPath({ pathname: '/swap', search: '?' })).toBe('/swap')
  })

  it('resolves relative paths against the route base and a bare query against the pathname', () => {
    expect(resolveTo('create-proposal', '/vote', '/vote')).toEqual({
      pathname: '/vote/create-proposal',
      search: '',
      hash: '',
    })
    expect(resolveTo('../pool', '/vote/3', '/vote/3').pathname).toBe('/vote/pool')
    expect(resolveTo('?theme=dark', '/', '/swap')).toEqual({
      pathname: '/swap',
      search: '?theme=dark',
      hash: '',
    })
    expect(resolveTo({ pathname: '/swap', search: 'lng=de' }, '/', '/pool').search).toBe('?lng=de')
  })
})
