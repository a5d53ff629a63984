// What the Swift importer understands beyond the view and modifier kinds: shape styles,
// environment values and Swift constructs, as one declared list for the support table.
// It is written by hand from TimerMaskSwift (Builtins, Members, Expressions, Evaluator); it
// should later be derived from the importer's typed builtins.

/// The support table's rows that no view or modifier kind gives.
public enum SwiftSupport {
    /// Colours and strokes a shape or text is painted with.
    public static let shapeStyles = [
        SupportEntry("`Color` as a style: `.fill`, `.foregroundStyle`, `.foregroundColor`, `.tint`", .full,
                     "A colour only; `.tint` paints as the foreground colour.",
                     pinnedBy: ["ShapeGoldenTests.eachShapeFilledAndStroked", "ConstructTests.extensionMethodWithDefaultArgumentsAndInterpolatedFontNames"]),
        SupportEntry("`.stroke(_:lineWidth:)`, `.stroke(_:style:)`, `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:)`", .full,
                     "No dashes.", pinnedBy: ["ShapeGoldenTests.eachShapeFilledAndStroked", "ShapeRenderTests.strokesCoverTheirBand"]),
        SupportEntry("`.strokeBorder(_:lineWidth:)`", .partial,
                     "The stroke of the shape inset by half the line width; refused on custom shapes and paths, which are not insettable.",
                     pinnedBy: ["MoreConstructTests.strokeBorderStrokesTheShapeInsetByHalfTheLineWidth"]),
        SupportEntry("Gradients, materials, `ImagePaint`, hierarchical styles", .refused,
                     "Stop with a sentence naming the construct and its place.", pinnedBy: ["SwiftCheckTests.everyProblemIsListedInOrderWithItsPlace"]),
    ]

    /// `@Environment` values a view may read.
    public static let environmentValues = [
        SupportEntry("`\\.widgetFamily`", .full, "From `--family`.", pinnedBy: ["MoreConstructTests.environmentReadsTheWidgetFamilyAndALightAppearance"]),
        SupportEntry("`\\.colorScheme`", .full, "From `--color-scheme`.", pinnedBy: ["MoreConstructTests.environmentReadsTheWidgetFamilyAndALightAppearance"]),
        SupportEntry("`\\.displayScale`", .full, "From `--scale`.", pinnedBy: []),
        SupportEntry("`\\.widgetRenderingMode`", .approximated, "Always `.fullColor`: no accented or vibrant rendering.", pinnedBy: []),
        SupportEntry("`\\.showsWidgetContainerBackground`", .approximated, "Always `true`.", pinnedBy: []),
        SupportEntry("`\\.isLuminanceReduced`", .approximated, "Always `false`: the always-on display is not simulated.", pinnedBy: []),
    ]

    /// The Swift the importer evaluates, and text and view modifiers outside the scene language.
    public static let constructs = [
        SupportEntry("`View` structs, stored properties, memberwise and written `init`s, `body`, `@ViewBuilder`", .full, "",
                     pinnedBy: ["ConstructTests.imagesFromFramesAndMemberwiseInitWithLets", "ConstructTests.aWidgetPicksItsViewAndEverythingElseIsOnlyParsed"]),
        SupportEntry("Methods, `extension View`/`extension Text` methods, default arguments, local `func`s", .full, "",
                     pinnedBy: ["ConstructTests.extensionMethodWithDefaultArgumentsAndInterpolatedFontNames", "MoreConstructTests.localFunctionsCaptureTheirScopeAndSelf"]),
        SupportEntry("`let`/`var`, `if`/`guard`/`switch`, `for`/`while`, `if`/`switch` expressions, the ternary, closures", .full,
                     "Evaluation stops after 2,000,000 steps and 64 nested calls.",
                     pinnedBy: ["ConstructTests.ifAndSwitchExpressionsAndStringFormat", "ImportErrorTests.aLoopOverABillionElementsStopsAtTheStepLimit"]),
        SupportEntry("Tuples and destructuring, arrays, ranges, `enumerated()`, `indices`, enums and their cases", .full, "",
                     pinnedBy: ["MoreConstructTests.tupleDestructuringInLetAndFor"]),
        SupportEntry("`ForEach` over ranges, arrays, `indices` and `enumerated()`, with `id:`", .full, "At most the scene's 20,000 views.",
                     pinnedBy: ["MoreConstructTests.forEachOverEnumeratedIndicesAndKeyPathIDs"]),
        SupportEntry("`ViewModifier` structs with `.modifier(_:)`, also from an `extension View` method", .full,
                     "Their `body(content:)` runs with the view as `content`.", pinnedBy: ["EverydaySwiftTests.aViewModifierOfTheFilesWrapsTheView"]),
        SupportEntry("`Text(date, style: .time)`, `Text(date, style: .date)`", .partial,
                     "Written once as iOS writes them in en_US (other locales are not modelled), in `--time-zone` (UTC in `swift-check`); `.relative` and `.offset` are refused.",
                     pinnedBy: ["EverydaySwiftTests.aDateWrittenAsATimeOrADateInTheWidgetsZone"]),
        SupportEntry("`Group`, `EmptyView`, `AnyView`", .full, "", pinnedBy: ["EverydaySwiftTests.mPiAnyViewAndStringDescribing"]),
        SupportEntry("`#available`, `#unavailable`", .full, "Asked of an iPhone on iOS 18.6, the release whose widget sizes are modelled; other platforms' entries are skipped.",
                     pinnedBy: ["EverydaySwiftTests.availabilityIsAskedOfIOSEighteenPointSix"]),
        SupportEntry("`Int`, `Double`, `CGFloat`, `Float`, `TimeInterval` arithmetic; `min`/`max`/`abs`/`floor`/`sqrt`/`sin`…, `.pi`, `M_PI`; integer literals typed by their context", .approximated,
                     "`+ − × ÷` on floating-point numbers stay exact rationals; a device computes them in `Double` (below 10^-15 s apart).",
                     pinnedBy: ["RationalTests.fifteenthsAddedAThousandTimesStayExact", "LiteralTypingTests.literalsDividedForAFloatingPointParameterAreDoubles"]),
        SupportEntry("`CGSize`, `CGPoint`, `CGRect`, `UnitPoint`, `Angle` (`.degrees`, `.radians`), `Alignment`", .full, "", pinnedBy: []),
        SupportEntry("`TimeZone(identifier:)`, `TimeZone(secondsFromGMT:)`, `.current`, `.gmt`", .full,
                     "`.current` is `--time-zone`; offsets within ±18 hours, as Foundation takes them.",
                     pinnedBy: ["HostileSourceTests.aTimeZoneOffsetFoundationRefusesIsNamedAtItsPlace"]),
        SupportEntry("`UIImage(named:)`, `Image(uiImage:)`", .partial, "Read as `Image(name)`: a frame or a file beside the sources.", pinnedBy: []),
        SupportEntry("`Array(repeating:count:)`, `Array(range)`", .full, "At most 100,000 elements.", pinnedBy: []),
        SupportEntry("`Calendar`", .refused, "Its members and initialisers are not simulated yet.", pinnedBy: []),
        SupportEntry("String interpolation, `String(describing:)`, `String(format:)` with `%d`, `%02d`, `%f`, `%.Nf`, `%@`", .partial, "Other format specifiers are refused.",
                     pinnedBy: ["ConstructTests.ifAndSwitchExpressionsAndStringFormat"]),
        SupportEntry("`Date()`, `Date.now`, `Date() ± seconds`, `addingTimeInterval`, `timeIntervalSince`", .approximated,
                     "Read the entry's date; a `static let` reads the extension's launch, `--launch-skew` earlier.",
                     pinnedBy: ["ConstructTests.staticLetWithDateReadsTheLaunchMoment", "PresetEquivalenceTests.aBodyDateWithATimelineIsRefusedNotFrozen"]),
        SupportEntry("`static let`/`static var`", .full, "Worked out once, when first read, as Swift does.",
                     pinnedBy: ["ConstructTests.staticLetWithDateReadsTheLaunchMoment"]),
        SupportEntry("Timeline entries (`entry.field`)", .partial, "Values come from `--timeline` and `--let NAME=@value`; they can be shown and passed, not computed with.",
                     pinnedBy: ["PresetEquivalenceTests.anEntryValueCannotBeComputedWith", "ImportErrorTests.missingLetNamesTheValueItsPlaceAndTheFlag"]),
        SupportEntry("`.font(.custom(_:size:))`, `Font.custom`", .full, "Looked up by PostScript, full or family name in `--font-dir` and the built-in fonts.",
                     pinnedBy: ["ConstructTests.extensionMethodWithDefaultArgumentsAndInterpolatedFontNames"]),
        SupportEntry("`.font(.system(size:))` and text styles", .approximated, "Drawn in DejaVu Sans, standing in for San Francisco.", pinnedBy: []),
        SupportEntry("`.monospacedDigit()`, `.bold()`, `.italic()`, `.fontWeight`, `.kerning`, `.tracking`, `.fontDesign`, `.monospaced()` on a `Text` or a `Font`", .approximated,
                     "Accepted and not drawn (the font is drawn as named), with a warning naming each place.",
                     pinnedBy: ["ApproximationWarningTests.anUndrawnModifierIsAWarningAtItsNameAndTheViewStillRenders"]),
        SupportEntry("`.lineLimit`, `.minimumScaleFactor`, `.allowsTightening`, `.fixedSize`, `.environment`, `.ignoresSafeArea`, `.edgesIgnoringSafeArea`, `.drawingGroup`, `.compositingGroup`, `.luminanceToAlpha`", .approximated,
                     "Accepted and not drawn, with a warning naming each place and what iOS draws instead.",
                     pinnedBy: ["SwiftSourceCommandTests.anUndrawnModifierIsAWarningNotASilence", "ApproximationWarningTests.aWarningIsGivenOncePerPlaceThoughTheViewIsBuiltManyTimes"]),
        SupportEntry("`.multilineTextAlignment(_:)`", .partial, "Aligns the one line in its frame.", pinnedBy: ["ConstructTests.timerTextInAGeometryReaderReadsTheWidgetSize"]),
        SupportEntry("`.widgetURL`, `.id`, `.accessibilityLabel`, `.accessibilityHidden`, `.privacySensitive`, `.unredacted`, `.widgetAccentable`, `.invalidatableContent`, `.contentTransition`, `.transaction`, `.widgetLabel`", .full,
                     "Accepted and ignored: they change no pixel of a full-colour Home Screen widget.",
                     pinnedBy: ["ApproximationWarningTests.anUndrawnModifierIsAWarningAtItsNameAndTheViewStillRenders"]),
        SupportEntry("Providers, `Widget`, `WidgetBundle`, `#Preview`, app code", .full, "Parsed, never run.",
                     pinnedBy: ["ConstructTests.aWidgetPicksItsViewAndEverythingElseIsOnlyParsed"]),
        SupportEntry("Anything else the view reaches", .refused, "One sentence naming it at its `file:line:column`; `swift-check` lists them all.",
                     pinnedBy: ["SwiftCheckTests.everyProblemIsListedInOrderWithItsPlace"]),
    ]
}
