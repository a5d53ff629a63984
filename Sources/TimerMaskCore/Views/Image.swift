/// `Image(name).resizable()`: keeps its picture's aspect ratio, filling or fitting a frame
/// offered on both axes, and its pixel size (in points) on an axis offered nothing.
public struct ImageView: SceneViewKind {
    public static let kindID = SceneViewKindID.image
    public var name: String
    public var contentMode: ImageContentMode

    public static let sceneTypes = [(type: "image", keys: Keys.allCases.map(\.stringValue))]
    enum Keys: String, CodingKey, CaseIterable { case image, contentMode }

    public static func decode(type: String, from decoder: Decoder) throws -> SceneView {
        let c = try decoder.container(keyedBy: Keys.self)
        return .image(name: try c.decode(String.self, forKey: .image),
                      contentMode: try c.decodeIfPresent(ImageContentMode.self, forKey: .contentMode) ?? .fill)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(name, forKey: .image)
        try c.encode(contentMode, forKey: .contentMode)
    }

    public var view: SceneView { .image(name: name, contentMode: contentMode) }

    public func size(_ proposal: ProposedViewSize, _ layout: some ViewSizing) throws -> ViewSize {
        let original = try layout.imageSize(name)
        let iw = original.width, ih = original.height
        switch (proposal.width, proposal.height) {
        case (nil, nil): return ViewSize(width: iw, height: ih)
        case (let w?, nil): return ViewSize(width: w, height: ih * w / iw)
        case (nil, let h?): return ViewSize(width: iw * h / ih, height: h)
        case (let w?, let h?):
            let k = contentMode == .fill ? max(w / iw, h / ih) : min(w / iw, h / ih)
            return ViewSize(width: iw * k, height: ih * k)
        }
    }

    public func draw(in rect: ViewRect, _ canvas: some ViewCanvas) throws {
        try canvas.drawImage(name, contentMode: contentMode, in: rect)
    }
}

extension ImageView {
    public static let support = [
        SupportEntry("`Image(name).resizable()`, `Image(uiImage:)`", .partial, "Always resizable, filling or fitting its frame (`.scaledToFill`, `.aspectRatio(contentMode:)`), resampled with Lanczos; no tiling, cap insets, rendering modes or interpolation settings.",
                     pinnedBy: ["SceneTreeRenderTests.fitLetterboxesAWideImageAndFillCropsIt", "ConstructTests.imagesFromFramesAndMemberwiseInitWithLets"]),
        SupportEntry("`Image(systemName:)` (SF Symbols), `.imageScale`, `Label(_:systemImage:)`", .approximated,
                     "SF Symbols cannot ship: each is drawn as the Material Icons glyph that stands in for it (a text of the symbol font, sized by the font around it), with a warning at every place; a name not in the map is a question mark in a circle, with a warning. Weights (`.fontWeight`, `.bold()`, `.font(.system(size:weight:))`) widen or narrow the stand-in's strokes (2/24 em at regular, Material's) by San Francisco's stem ratios as Inter stands for them (ultraLight 0.27× … black 2.34×), with FreeType's synthetic emboldening: filled glyphs grow or shrink a little. The stand-in has one layer, so `.symbolRenderingMode` draws it as the primary layer in the first style (hierarchical's fainter layers and multicolor's own colours are not there; warned). `.resizable()` and `.labelStyle` are not drawn.",
                     pinnedBy: ["SymbolTests.aSymbolIsItsStandInsGlyphSizedByItsFont", "SymbolTests.everySymbolPlaceSaysWhatStandsInForIt", "SymbolTests.aLabelIsItsIconThenItsTitleInARow",
                                "MoreConstructTests.aSymbolWithoutItsStandInFontIsRefusedWithItsPlace", "SymbolTests.aSymbolsWeightIsItsStandInsStrokesWidenedOrNarrowed",
                                "SymbolTests.heavierWeightsDrawMoreInk", "WeightedFontTests.aScenesTextDrawsHeavierAndLighterThanItsFile",
                                "SymbolTests.eachRenderingModeSaysWhatTheOneLayeredStandInDraws"]),
    ]
}
