import TimerMaskCore

/// The sizes laid out at earlier instants for views whose size never changes with time, looked
/// up by the view's number in its tree: each view keeps its few (level, proposal) answers in a
/// short list, so a lookup compares a handful of values instead of hashing a key (the arc
/// preset asks about 300 sizes an instant). Not thread-safe: the renderer holds its lock.
struct LastingSizes {
    private struct Entry {
        let level: Int
        let proposal: Proposal
        let geo: Size?
        let size: Size
    }

    /// Entries by view number (ViewTree.id), grown as views are first laid out.
    private var entries: [[Entry]] = []
    private var count = 0
    /// All views' entries together, past which every entry is forgotten (a cache, bounded).
    static let limit = 1 << 16
    /// One view's entries, past which that view's are forgotten: a view offered ever new
    /// proposals must not turn each lookup into a long scan.
    static let perViewLimit = 32

    func size(view id: Int, level: Int, _ proposal: Proposal, geo: Size?) -> Size? {
        guard id < entries.count else { return nil }
        for entry in entries[id] where entry.level == level && entry.proposal == proposal && entry.geo == geo {
            return entry.size
        }
        return nil
    }

    mutating func remember(view id: Int, level: Int, _ proposal: Proposal, geo: Size?, _ size: Size) {
        precondition(id >= 0, "view numbers start at 0")
        if count >= Self.limit {
            entries = []
            count = 0
        }
        if id >= entries.count { entries.append(contentsOf: repeatElement([], count: id + 1 - entries.count)) }
        if entries[id].count >= Self.perViewLimit {
            count -= entries[id].count
            entries[id].removeAll(keepingCapacity: true)
        }
        entries[id].append(Entry(level: level, proposal: proposal, geo: geo, size: size))
        count += 1
    }
}
