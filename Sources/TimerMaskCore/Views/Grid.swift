/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` of `GridRow`s: cells in columns as wide as
/// their widest cell and rows as tall as their tallest, as Apple documents; a view in the grid
/// outside a `GridRow` spans all its columns. Where the grid is offered more than its cells'
/// ideal sizes, the columns (rows) holding flexible cells share what is left, as a stack shares
/// it; offered less, the columns shrink in proportion, so texts wrap. Spacing is 8 pt when nil.
public struct GridModel: Equatable, Sendable {
    /// Each row: the number of cells of a `GridRow`, or nil for one view across the grid.
    public var rows: [Int?]
    /// `GridRow(alignment:)`, each row's own vertical alignment (nil: the grid's).
    public var rowAlignments: [VerticalEdgeAlignment?]
    public var alignment: SceneAlignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(rows: [Int?], rowAlignments: [VerticalEdgeAlignment?]? = nil, alignment: SceneAlignment = .center,
                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows
        self.rowAlignments = rowAlignments ?? Array(repeating: nil, count: rows.count)
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var columns: Int { rows.compactMap { $0 }.max() ?? 0 }
    public var cellCount: Int { rows.reduce(0) { $0 + ($1 ?? 1) } }
}

/// `Grid` of `GridRow`s: columns as wide as their widest cell, rows as tall as their tallest.
public struct GridView: SceneViewKind {
    public static let kindID = SceneViewKindID.grid
    public var model: GridModel
    public var children: [SceneNode]

    public static let sceneTypes = [(type: "grid", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case rows, alignment, horizontalSpacing, verticalSpacing }
    enum RowKeys: String, CodingKey, CaseIterable { case cells, alignment, span }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        var rows = try c.nestedUnkeyedContainer(forKey: .rows)
        var counts: [Int?] = [], alignments: [VerticalEdgeAlignment?] = [], children: [SceneNode] = []
        while !rows.isAtEnd {
            let row = try rows.superDecoder().strictContainer(RowKeys.self, what: "a grid row")
            if row.contains(.span) {
                guard !row.contains(.cells) else {
                    throw DecodingError.dataCorruptedError(forKey: .span, in: row, debugDescription: "a grid row holds cells or one view across the grid (span), not both")
                }
                children.append(try row.decode(SceneNode.self, forKey: .span))
                counts.append(nil)
            } else {
                let cells = try row.decode([SceneNode].self, forKey: .cells)
                children += cells
                counts.append(cells.count)
            }
            alignments.append(try row.decodeIfPresent(VerticalEdgeAlignment.self, forKey: .alignment))
        }
        let spacing = 0...SceneLimits.length
        return .grid(GridModel(rows: counts, rowAlignments: alignments, alignment: try c.alignment(.alignment),
                               horizontalSpacing: try c.numberIfPresent(.horizontalSpacing, in: spacing),
                               verticalSpacing: try c.numberIfPresent(.verticalSpacing, in: spacing)), children: children)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        var rows = c.nestedUnkeyedContainer(forKey: .rows)
        var next = 0
        for (r, count) in model.rows.enumerated() {
            var row = rows.nestedContainer(keyedBy: RowKeys.self)
            if let count {
                try row.encode(Array(children[next..<(next + count)]), forKey: .cells)
                next += count
            } else {
                try row.encode(children[next], forKey: .span)
                next += 1
            }
            try row.encodeIfPresent(model.rowAlignments[r], forKey: .alignment)
        }
        try c.encodeAlignment(model.alignment, forKey: .alignment)
        try c.encodeIfPresent(model.horizontalSpacing, forKey: .horizontalSpacing)
        try c.encodeIfPresent(model.verticalSpacing, forKey: .verticalSpacing)
    }

    public var view: SceneView { .grid(model, children: children) }
    public func replacingChildren(_ children: [SceneNode]) -> SceneView { .grid(model, children: children) }

    /// Where each cell sits: its child, row and column (nil across the grid).
    var cells: [(child: Int, row: Int, column: Int?)] {
        var out: [(Int, Int, Int?)] = []
        var next = 0
        for (r, count) in model.rows.enumerated() {
            if let count {
                for c in 0..<count { out.append((next, r, c)); next += 1 }
            } else {
                out.append((next, r, nil)); next += 1
            }
        }
        return out
    }

    /// The columns' widths and the rows' heights offered `proposal`.
    func tracks(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> (widths: [Double], heights: [Double]) {
        let columns = model.columns, cells = self.cells
        let hs = model.horizontalSpacing ?? 8, vs = model.verticalSpacing ?? 8
        var widths = Array(repeating: 0.0, count: columns)
        for cell in cells {
            guard let c = cell.column else { continue }
            widths[c] = max(widths[c], try layout.childSize(cell.child, ProposedViewSize(width: nil, height: nil)).width)
        }
        if let offered = proposal.width, columns > 0 {
            let room = max(0, offered - hs * Double(columns - 1)), used = widths.reduce(0, +)
            if used > room + 1e-9 {
                widths = widths.map { used > 0 ? $0 * room / used : 0 }
            } else {
                widths = try Self.shared(widths, room: room) { c in
                    try cells.contains { cell in
                        guard cell.column == c else { return false }
                        return try layout.childSize(cell.child, ProposedViewSize(width: room, height: nil)).width > widths[c] + 1e-6
                    }
                }
            }
        }
        let whole = Self.length(widths, spacing: hs)
        func across(_ cell: (child: Int, row: Int, column: Int?)) -> Double { cell.column.map { widths[$0] } ?? whole }
        var heights = Array(repeating: 0.0, count: model.rows.count)
        for cell in cells {
            heights[cell.row] = max(heights[cell.row], try layout.childSize(cell.child, ProposedViewSize(width: across(cell), height: nil)).height)
        }
        if let offered = proposal.height, !heights.isEmpty {
            let room = max(0, offered - vs * Double(heights.count - 1))
            heights = try Self.shared(heights, room: room) { r in
                try cells.contains { cell in
                    guard cell.row == r else { return false }
                    return try layout.childSize(cell.child, ProposedViewSize(width: across(cell), height: room)).height > heights[r] + 1e-6
                }
            }
        }
        return (widths, heights)
    }

    /// What `room` leaves beyond `tracks` shared equally among the tracks `grows` says hold a
    /// flexible cell (those a larger offer makes larger), as a stack shares it.
    static func shared(_ tracks: [Double], room: Double, grows: (Int) throws -> Bool) rethrows -> [Double] {
        let used = tracks.reduce(0, +)
        guard used < room - 1e-9 else { return tracks }
        let flexible = try tracks.indices.filter(grows)
        var out = tracks
        for i in flexible { out[i] += (room - used) / Double(flexible.count) }
        return out
    }

    /// The tracks end to end, `spacing` apart.
    static func length(_ tracks: [Double], spacing: Double) -> Double {
        tracks.reduce(0, +) + spacing * Double(max(0, tracks.count - 1))
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        let (widths, heights) = try tracks(proposal, layout)
        let hs = model.horizontalSpacing ?? 8, vs = model.verticalSpacing ?? 8
        return ViewSize(width: Self.length(widths, spacing: hs), height: Self.length(heights, spacing: vs))
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        let (widths, heights) = try tracks(ProposedViewSize(rect.size), canvas)
        let hs = model.horizontalSpacing ?? 8, vs = model.verticalSpacing ?? 8
        let whole = Self.length(widths, spacing: hs)
        var xs: [Double] = [], x = rect.x
        for w in widths { xs.append(x); x += w + hs }
        var ys: [Double] = [], y = rect.y
        for h in heights { ys.append(y); y += h + vs }
        for cell in cells {
            let slot = ViewRect(x: cell.column.map { xs[$0] } ?? rect.x, y: ys[cell.row],
                                width: cell.column.map { widths[$0] } ?? whole, height: heights[cell.row])
            let size = try canvas.childSize(cell.child, ProposedViewSize(slot.size))
            let vertical = model.rowAlignments[cell.row]?.fraction ?? model.alignment.fraction.y
            try canvas.drawChild(cell.child, in: slot.place(size, fraction: (model.alignment.fraction.x, vertical)))
        }
    }

    public func sizeVariesWithTime(childrenVary: Bool) -> Bool { childrenVary }
}

extension GridView {
    public static let support = [
        SupportEntry("`Grid(alignment:horizontalSpacing:verticalSpacing:)`, `GridRow(alignment:)`", .partial,
                     "Columns as wide as their widest cell, rows as tall as their tallest, a view outside a GridRow across the grid; flexible cells share what is left as a stack shares it. No `gridCellColumns`, `gridColumnAlignment` or `gridCellUnsizedAxes` (refused by name).",
                     pinnedBy: ["GridLayoutTests.columnsTakeTheirWidestCellAndRowsTheirTallest", "GridLayoutTests.aViewOutsideARowSpansTheGrid", "GridLayoutTests.aGridRoundTripsThroughItsSceneFile"]),
    ]
}
