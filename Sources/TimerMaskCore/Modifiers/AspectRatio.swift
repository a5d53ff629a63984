/// `.aspectRatio(_:contentMode:)` (and `.scaledToFit()`, `.scaledToFill()`): the content offered
/// the largest size of that ratio (width / height) inside what the view is offered (`fit`), or
/// the smallest covering it (`fill`); a nil ratio is the content's own, from its ideal size.
/// Along an axis left unspecified the other sets the size.
public struct AspectRatioModifier: SceneModifierKind {
    public static let kindID = SceneModifierKindID.aspectRatio
    public var ratio: Double?
    public var contentMode: ImageContentMode

    public static let sceneNames = [(name: "aspectRatio", options: ["contentMode"])]
    enum Keys: String, CodingKey, CaseIterable { case aspectRatio, contentMode }

    public static func decode(name: String, from decoder: Decoder) throws -> SceneModifier {
        let c = try decoder.container(keyedBy: Keys.self)
        let mode = try c.decodeIfPresent(ImageContentMode.self, forKey: .contentMode) ?? .fit
        if (try? c.decode(String.self, forKey: .aspectRatio)) == "content" { return .aspectRatio(nil, contentMode: mode) }
        return .aspectRatio(try c.number(.aspectRatio, in: 0...SceneLimits.scaleFactor, exclusiveLow: true), contentMode: mode)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        if let ratio { try c.encode(ratio, forKey: .aspectRatio) } else { try c.encode("content", forKey: .aspectRatio) }
        try c.encode(contentMode, forKey: .contentMode)
    }

    public var modifier: SceneModifier { .aspectRatio(ratio, contentMode: contentMode) }

    /// What the content is offered in place of `proposal`.
    func offered(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ProposedViewSize {
        var r = ratio
        if r == nil {
            let ideal = try layout.contentSize(ProposedViewSize(width: nil, height: nil))
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            r = ideal.width / ideal.height
        }
        guard let r, r > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?):
            guard w > 0, h > 0 else { return ProposedViewSize(width: 0, height: 0) }
            let wider = w / h > r
            return (wider == (contentMode == .fit)) ? ProposedViewSize(width: h * r, height: h) : ProposedViewSize(width: w, height: w / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = try layout.contentSize(proposal)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    public func size(_ proposal: ProposedViewSize, _ layout: some ModifierSizing) throws -> ViewSize {
        try layout.contentSize(try offered(proposal, layout))
    }

    public func draw(in rect: ViewRect, _ canvas: some ModifierCanvas) throws {
        try canvas.drawContent(in: rect)
    }
}

extension AspectRatioModifier {
    public static let support = [
        SupportEntry("`.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` on a view", .full,
                     "The content offered the largest size of the ratio inside the offer (`.fit`) or the smallest covering it (`.fill`); no ratio: the content's ideal one.",
                     pinnedBy: ["ViewThatFitsTests.aspectRatioOffersTheLargestSizeOfItsRatio"]),
    ]
}
