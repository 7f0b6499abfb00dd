// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The slice of the governance token the governor reads: Compound-style checkpointed votes
/// (the real Uni of the uniswap governance package).
interface IVotesToken {
    function getPriorVotes(address account, uint256 blockNumber) external view returns (uint96);
}

/// The slice of Compound's Timelock (the real Timelock of the uniswap governance package) the governor drives.
interface ITimelock {
    function delay() external view returns (uint256);
    function GRACE_PERIOD() external view returns (uint256);
    function queuedTransactions(bytes32 hash) external view returns (bool);
    function queueTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        returns (bytes32);
    function cancelTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external;
    function executeTransaction(address target, uint256 value, string calldata signature, bytes calldata data, uint256 eta)
        external
        payable
        returns (bytes memory);
}

/// Issue 16: a governor with GovernorBravo's public interface (as Uniswap's mainnet
/// GovernorBravoDelegate exposes it: views, writes, events and state numbering), written for the
/// devnet from that interface and the documented Bravo rules. Not upgradeable: the devnet has no
/// GovernorAlpha before it, so initialProposalId is 0 and the first proposal id is 1.
contract TidepoolGovernor {
    enum ProposalState {
        Pending,
        Active,
        Canceled,
        Defeated,
        Succeeded,
        Queued,
        Expired,
        Executed
    }

    struct Receipt {
        bool hasVoted;
        uint8 support;
        uint96 votes;
    }

    /// Field order matters: the public getter `proposals(id)` returns the value fields in this
    /// order (arrays and the receipts mapping are left out of it, as on Bravo).
    struct Proposal {
        uint256 id;
        address proposer;
        uint256 eta;
        address[] targets;
        uint256[] values;
        string[] signatures;
        bytes[] calldatas;
        uint256 startBlock;
        uint256 endBlock;
        uint256 forVotes;
        uint256 againstVotes;
        uint256 abstainVotes;
        bool canceled;
        bool executed;
        mapping(address => Receipt) receipts;
    }

    string public constant name = "Uniswap Governor Bravo";

    // Bounds of the admin setters (Uniswap's Bravo values).
    uint256 public constant MIN_PROPOSAL_THRESHOLD = 1_000_000e18;
    uint256 public constant MAX_PROPOSAL_THRESHOLD = 10_000_000e18;
    uint256 public constant MIN_VOTING_PERIOD = 5_760;
    uint256 public constant MAX_VOTING_PERIOD = 80_640;
    uint256 public constant MIN_VOTING_DELAY = 1;
    uint256 public constant MAX_VOTING_DELAY = 40_320;
    /// 4 % of the 1 billion UNI supply.
    uint256 public constant quorumVotes = 40_000_000e18;
    uint256 public constant proposalMaxOperations = 10;

    bytes32 public constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,uint256 chainId,address verifyingContract)");
    bytes32 public constant BALLOT_TYPEHASH = keccak256("Ballot(uint256 proposalId,uint8 support)");

    address public admin;
    address public pendingAdmin;
    uint256 public votingDelay;
    uint256 public votingPeriod;
    uint256 public proposalThreshold;
    uint256 public initialProposalId;
    uint256 public proposalCount;
    ITimelock public timelock;
    IVotesToken public uni;
    mapping(uint256 => Proposal) public proposals;
    mapping(address => uint256) public latestProposalIds;

    event ProposalCreated(
        uint256 id,
        address proposer,
        address[] targets,
        uint256[] values,
        string[] signatures,
        bytes[] calldatas,
        uint256 startBlock,
        uint256 endBlock,
        string description
    );
    event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason);
    event ProposalCanceled(uint256 id);
    event ProposalQueued(uint256 id, uint256 eta);
    event ProposalExecuted(uint256 id);
    event VotingDelaySet(uint256 oldVotingDelay, uint256 newVotingDelay);
    event VotingPeriodSet(uint256 oldVotingPeriod, uint256 newVotingPeriod);
    event ProposalThresholdSet(uint256 oldProposalThreshold, uint256 newProposalThreshold);
    event NewPendingAdmin(address oldPendingAdmin, address newPendingAdmin);
    event NewAdmin(address oldAdmin, address newAdmin);

    constructor(
        address timelock_,
        address uni_,
        address admin_,
        uint256 votingPeriod_,
        uint256 votingDelay_,
        uint256 proposalThreshold_
    ) {
        require(timelock_ != address(0) && uni_ != address(0), "GovernorBravo::constructor: zero address");
        require(
            votingPeriod_ >= MIN_VOTING_PERIOD && votingPeriod_ <= MAX_VOTING_PERIOD,
            "GovernorBravo::constructor: invalid voting period"
        );
        require(
            votingDelay_ >= MIN_VOTING_DELAY && votingDelay_ <= MAX_VOTING_DELAY,
            "GovernorBravo::constructor: invalid voting delay"
        );
        require(
            proposalThreshold_ >= MIN_PROPOSAL_THRESHOLD && proposalThreshold_ <= MAX_PROPOSAL_THRESHOLD,
            "GovernorBravo::constructor: invalid proposal threshold"
        );
        timelock = ITimelock(timelock_);
        uni = IVotesToken(uni_);
        admin = admin_;
        votingPeriod = votingPeriod_;
        votingDelay = votingDelay_;
        proposalThreshold = proposalThreshold_;
    }

    function propose(
        address[] memory targets,
        uint256[] memory values,
        string[] memory signatures,
        bytes[] memory calldatas,
        string memory description
    ) public returns (uint256) {
        require(
            uni.getPriorVotes(msg.sender, block.number - 1) > proposalThreshold,
            "GovernorBravo::propose: proposer votes below proposal threshold"
        );
        require(
            targets.length == values.length && targets.length == signatures.length
                && targets.length == calldatas.length,
            "GovernorBravo::propose: proposal function information arity mismatch"
        );
        require(targets.length != 0, "GovernorBravo::propose: must provide actions");
        require(targets.length <= proposalMaxOperations, "GovernorBravo::propose: too many actions");

        uint256 latest = latestProposalIds[msg.sender];
        if (latest != 0) {
            ProposalState s = state(latest);
            require(
                s != ProposalState.Active,
                "GovernorBravo::propose: one live proposal per proposer, found an already active proposal"
            );
            require(
                s != ProposalState.Pending,
                "GovernorBravo::propose: one live proposal per proposer, found an already pending proposal"
            );
        }

        uint256 startBlock = block.number + votingDelay;
        uint256 endBlock = startBlock + votingPeriod;
        uint256 id = ++proposalCount;
        Proposal storage p = proposals[id];
        p.id = id;
        p.proposer = msg.sender;
        p.targets = targets;
        p.values = values;
        p.signatures = signatures;
        p.calldatas = calldatas;
        p.startBlock = startBlock;
        p.endBlock = endBlock;
        latestProposalIds[msg.sender] = id;

        emit ProposalCreated(id, msg.sender, targets, values, signatures, calldatas, startBlock, endBlock, description);
        return id;
    }

    function queue(uint256 proposalId) external {
        require(
            state(proposalId) == ProposalState.Succeeded,
            "GovernorBravo::queue: proposal can only be queued if it is succeeded"
        );
        Proposal storage p = proposals[proposalId];
        uint256 eta = block.timestamp + timelock.delay();
        for (uint256 i = 0; i < p.targets.length; i++) {
            bytes32 hash = keccak256(abi.encode(p.targets[i], p.values[i], p.signatures[i], p.calldatas[i], eta));
            require(
                !timelock.queuedTransactions(hash),
                "GovernorBravo::queueOrRevertInternal: identical proposal action already queued at eta"
            );
            timelock.queueTransaction(p.targets[i], p.values[i], p.signatures[i], p.calldatas[i], eta);
        }
        p.eta = eta;
        emit ProposalQueued(proposalId, eta);
    }

    function execute(uint256 proposalId) external payable {
        require(
            state(proposalId) == ProposalState.Queued,
            "GovernorBravo::execute: proposal can only be executed if it is queued"
        );
        Proposal storage p = proposals[proposalId];
        p.executed = true;
        for (uint256 i = 0; i < p.targets.length; i++) {
            timelock.executeTransaction{value: p.values[i]}(
                p.targets[i], p.values[i], p.signatures[i], p.calldatas[i], p.eta
            );
        }
        emit ProposalExecuted(proposalId);
    }

    /// By the proposer at any time, or by anyone once the proposer's votes fell below the
    /// threshold; never after execution.
    function cancel(uint256 proposalId) external {
        require(
            state(proposalId) != ProposalState.Executed,
            "GovernorBravo::cancel: cannot cancel executed proposal"
        );
        Proposal storage p = proposals[proposalId];
        require(
            msg.sender == p.proposer || uni.getPriorVotes(p.proposer, block.number - 1) < proposalThreshold,
            "GovernorBravo::cancel: proposer above threshold"
        );
        p.canceled = true;
        for (uint256 i = 0; i < p.targets.length; i++) {
            timelock.cancelTransaction(p.targets[i], p.values[i], p.signatures[i], p.calldatas[i], p.eta);
        }
        emit ProposalCanceled(proposalId);
    }

    function getActions(uint256 proposalId)
        external
        view
        returns (
            address[] memory targets,
            uint256[] memory values,
            string[] memory signatures,
            bytes[] memory calldatas
        )
    {
        Proposal storage p = proposals[proposalId];
        return (p.targets, p.values, p.signatures, p.calldatas);
    }

    function getReceipt(uint256 proposalId, address voter) external view returns (Receipt memory) {
        return proposals[proposalId].receipts[voter];
    }

    function state(uint256 proposalId) public view returns (ProposalState) {
        require(
            proposalCount >= proposalId && proposalId > initialProposalId, "GovernorBravo::state: invalid proposal id"
        );
        Proposal storage p = proposals[proposalId];
        if (p.canceled) return ProposalState.Canceled;
        if (block.number <= p.startBlock) return ProposalState.Pending;
        if (block.number <= p.endBlock) return ProposalState.Active;
        if (p.forVotes <= p.againstVotes || p.forVotes < quorumVotes) return ProposalState.Defeated;
        if (p.eta == 0) return ProposalState.Succeeded;
        if (p.executed) return ProposalState.Executed;
        if (block.timestamp >= p.eta + timelock.GRACE_PERIOD()) return ProposalState.Expired;
        return ProposalState.Queued;
    }

    function castVote(uint256 proposalId, uint8 support) external {
        uint96 votes = castVoteInternal(msg.sender, proposalId, support);
        emit VoteCast(msg.sender, proposalId, support, votes, "");
    }

    function castVoteWithReason(uint256 proposalId, uint8 support, string calldata reason) external {
        uint96 votes = castVoteInternal(msg.sender, proposalId, support);
        emit VoteCast(msg.sender, proposalId, support, votes, reason);
    }

    /// EIP-712 ballot: domain (name, chainId, this address), Ballot(proposalId, support).
    function castVoteBySig(uint256 proposalId, uint8 support, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)), block.chainid, address(this)));
        bytes32 structHash = keccak256(abi.encode(BALLOT_TYPEHASH, proposalId, support));
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", domainSeparator, structHash));
        address signatory = ecrecover(digest, v, r, s);
        require(signatory != address(0), "GovernorBravo::castVoteBySig: invalid signature");
        uint96 votes = castVoteInternal(signatory, proposalId, support);
        emit VoteCast(signatory, proposalId, support, votes, "");
    }

    function castVoteInternal(address voter, uint256 proposalId, uint8 support) internal returns (uint96) {
        require(state(proposalId) == ProposalState.Active, "GovernorBravo::castVoteInternal: voting is closed");
        require(support <= 2, "GovernorBravo::castVoteInternal: invalid vote type");
        Proposal storage p = proposals[proposalId];
        Receipt storage receipt = p.receipts[voter];
        require(!receipt.hasVoted, "GovernorBravo::castVoteInternal: voter already voted");
        uint96 votes = uni.getPriorVotes(voter, p.startBlock);
        if (support == 0) p.againstVotes += votes;
        else if (support == 1) p.forVotes += votes;
        else p.abstainVotes += votes;
        receipt.hasVoted = true;
        receipt.support = support;
        receipt.votes = votes;
        return votes;
    }

    function _setVotingDelay(uint256 newVotingDelay) external {
        require(msg.sender == admin, "GovernorBravo::_setVotingDelay: admin only");
        require(
            newVotingDelay >= MIN_VOTING_DELAY && newVotingDelay <= MAX_VOTING_DELAY,
            "GovernorBravo::_setVotingDelay: invalid voting delay"
        );
        emit VotingDelaySet(votingDelay, newVotingDelay);
        votingDelay = newVotingDelay;
    }

    function _setVotingPeriod(uint256 newVotingPeriod) external {
        require(msg.sender == admin, "GovernorBravo::_setVotingPeriod: admin only");
        require(
            newVotingPeriod >= MIN_VOTING_PERIOD && newVotingPeriod <= MAX_VOTING_PERIOD,
            "GovernorBravo::_setVotingPeriod: invalid voting period"
        );
        emit VotingPeriodSet(votingPeriod, newVotingPeriod);
        votingPeriod = newVotingPeriod;
    }

    function _setProposalThreshold(uint256 newProposalThreshold) external {
        require(msg.sender == admin, "GovernorBravo::_setProposalThreshold: admin only");
        require(
            newProposalThreshold >= MIN_PROPOSAL_THRESHOLD && newProposalThreshold <= MAX_PROPOSAL_THRESHOLD,
            "GovernorBravo::_setProposalThreshold: invalid proposal threshold"
        );
        emit ProposalThresholdSet(proposalThreshold, newProposalThreshold);
        proposalThreshold = newProposalThreshold;
    }

    function _setPendingAdmin(address newPendingAdmin) external {
        require(msg.sender == admin, "GovernorBravo::_setPendingAdmin: admin only");
        emit NewPendingAdmin(pendingAdmin, newPendingAdmin);
        pendingAdmin = newPendingAdmin;
    }

    function _acceptAdmin() external {
        require(
            msg.sender == pendingAdmin && msg.sender != address(0), "GovernorBravo::_acceptAdmin: pending admin only"
        );
        emit NewAdmin(admin, pendingAdmin);
        emit NewPendingAdmin(pendingAdmin, address(0));
        admin = pendingAdmin;
        pendingAdmin = address(0);
    }
}
