import SwiftSyntax
import TimerMaskCore

/// A floating-point number as the evaluator keeps it: exact while only `+ − × ÷` touch it, so
/// `1 / 15` added thirty times lands on 2 as the presets' rationals do; a `Double` once anything
/// else (`sin`, `sqrt`, a division by zero) does.
struct Real: Equatable {
    var exact: Rational?
    var double: Double

    init(_ exact: Rational) { self.exact = exact; self.double = exact.doubleValue }
    init(_ double: Double) {
        self.double = Self.arm64(double)
        if double.isFinite, double == double.rounded(), abs(double) < 1e15 { exact = Rational(Int128(double)) } else { exact = nil }
    }
    init(_ int: Int) { self.init(Rational(int)) }

    static func apply(_ op: String, _ l: Real, _ r: Real) -> Real {
        if let a = l.exact, let b = r.exact {
            switch op {
            case "+": if let v = a.adding(b) { return Real(v) }
            case "-": if let v = a.adding(-b) { return Real(v) }
            case "*": if let v = a.multiplied(by: b) { return Real(v) }
            case "/": if b != .zero, let v = a.multiplied(by: Rational(b.denominator, b.numerator)) { return Real(v) }
            default: break
            }
        }
        switch op {
        case "+": return Real(double: l.double + r.double)
        case "-": return Real(double: l.double - r.double)
        case "*": return Real(double: l.double * r.double)
        default: return Real(double: l.double / r.double)
        }
    }

    init(double: Double) { self.double = Self.arm64(double); self.exact = nil }

    /// A NaN as an iPhone computes it: arm64 gives every NaN an operation makes without a NaN
    /// operand (0/0, ∞ − ∞, the square root of −1) its default NaN, which is positive, so
    /// `"\(0.0 / 0.0)"` reads "nan"; x86's default NaN is negative and would read "-nan".
    static func arm64(_ value: Double) -> Double { value.isNaN ? .nan : value }
}

/// A value of the evaluated Swift: what an expression gives.
indirect enum SwiftValue {
    case void
    case int(Int)
    case real(Real)
    /// An expression of integer literals with a division that is not exact (`71 / 255`): an Int
    /// (0) or a Double (0.278…) as its context asks, as Swift types literals by their context.
    /// Read as a Double by a floating-point parameter or operand, as an Int everywhere else.
    case untypedNumber(Int, Real)
    case bool(Bool)
    case string(String)
    case date(Instant)
    case none                                // nil
    case array([SwiftValue])
    case range(Int, Int)                     // lower..<upper
    case instance(Instance)                  // a struct of the files
    case member(String, [Arg])               // `.top`, `.custom(2)`: a case or static member, by name
    case dateRange(Instant, Instant)
    /// `0...1.0`, `0...Double(goal)`: a closed range of floating-point numbers (a gauge's bounds).
    case numberRange(Double, Double)
    case typeName(String)                    // `Self`, `FrameStorage`, `Color`: for static members
    case closure(Closure)
    case view(ViewValue)
    case text(TextValue)
    case font(FontValue)
    case color(SceneColorValue)
    case angle(Real)                         // degrees
    case size(Real, Real)
    case point(Real, Real)
    case rect(Real, Real, Real, Real)
    case unitPoint(UnitPointValue)
    case path([PathElement])
    case shape(ShapeValue)
    case strokeStyle(StrokeSettings)
    case image(String)                       // `Image` before it is a view: frame name or file
    case geometry(Real, Real)                // a GeometryProxy
    case timeZone(TimeZoneSpec)
    /// A value the source cannot compute (an entry's field, a constant in a file not given),
    /// named by its path so `--let` can supply it.
    case unknown(String, Syntax)
    /// A value of the timeline entry on screen (`--let entry.dayPrefix=@dayPrefix`): it can be
    /// shown (`Text(it)`, `Text(it, style: .timer)`), not computed with, since it differs per entry.
    case entryValue(String)
    /// `(a, b)`, `(offset: 0, element: x)`: a tuple with its labels (nil where unlabelled).
    case tuple([String?], [SwiftValue])
    /// `\.offset`: a key path of one property (`ForEach`'s `id:`).
    case keyPath(String)
    /// In `swift-check` only: what an unsupported construct stands in for, so checking goes on.
    case skipped
    /// A `Widget`'s body: its configuration, whose closure builds the view from an entry.
    case configuration(WidgetConfigurationValue)
    /// An operator used as a function: `+` in `reduce(0, +)`.
    case operatorFunction(String)
    /// The completion handler WidgetKit gives `getTimeline`/`getSnapshot`: calling it keeps its value.
    case completion(CompletionHandler)

    /// Whether it can be applied to values (`Evaluator.apply`).
    var isFunction: Bool {
        switch self {
        case .closure, .keyPath, .operatorFunction, .completion: true
        default: false
        }
    }

    var typeDescription: String {
        switch self {
        case .void: "an expression without a value ('()')"
        case .int, .untypedNumber: "an Int"
        case .real: "a floating-point number"
        case .bool: "a Bool"
        case .string: "a String"
        case .date: "a Date"
        case .none: "nil"
        case .array: "an array"
        case .range: "a range"
        case .instance(let i): "a \(i.type)"
        case .member(let n, _): "'.\(n)'"
        case .dateRange: "a range of dates"
        case .numberRange: "a range of floating-point numbers"
        case .typeName(let n): "the type \(n)"
        case .closure: "a closure"
        case .view: "a view"
        case .text: "a Text"
        case .font: "a Font"
        case .color: "a Color"
        case .angle: "an Angle"
        case .size: "a CGSize"
        case .point: "a CGPoint"
        case .rect: "a CGRect"
        case .unitPoint: "a UnitPoint"
        case .path: "a Path"
        case .shape: "a Shape"
        case .strokeStyle: "a StrokeStyle"
        case .image: "an Image"
        case .geometry: "a GeometryProxy"
        case .timeZone: "a TimeZone"
        case .unknown(let n, _): "'\(n)', whose value is not known"
        case .tuple(_, let values): "a tuple of \(values.count)"
        case .keyPath(let n): "the key path \\.\(n)"
        case .skipped: "a value that could not be simulated"
        case .configuration(let c): "a \(c.kind.rawValue)"
        case .operatorFunction(let op): "the operator \(op)"
        case .completion(let handler): "the completion handler of \(handler.method)"
        case .entryValue(let n): "the timeline value '\(n)' (which differs per entry, so it can only be shown: Text(it) or Text(it, style: .timer))"
        }
    }
}

/// One argument of a call, with its label.
struct Arg {
    let label: String?
    let value: SwiftValue
    let node: Syntax
}

/// The `completion` WidgetKit passes to a provider's `getTimeline(in:completion:)` or
/// `getSnapshot(in:completion:)`: the first value it is called with is the provider's answer.
final class CompletionHandler {
    /// The method it was given to, as messages name it (`Provider.getTimeline(in:completion:)`).
    let method: String
    private(set) var value: SwiftValue?
    init(method: String) { self.method = method }

    /// Called with `value`: kept if it is the first call (WidgetKit ignores later ones).
    func call(_ values: [SwiftValue]) -> SwiftValue {
        if value == nil, let first = values.first { value = first }
        return .void
    }
}

/// A struct value: its type and stored properties.
struct Instance {
    let type: String
    var fields: [String: SwiftValue]
}

/// A closure with the scope it captured.
final class Closure {
    let parameters: [String]
    let body: CodeBlockItemListSyntax
    let scope: Scope
    let file: Int
    let node: Syntax
    init(parameters: [String], body: CodeBlockItemListSyntax, scope: Scope, file: Int, node: Syntax) {
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.file = file
        self.node = node
    }

    /// The highest `$N` the body names outside nested closures (-1 for none).
    lazy var highestAnonymousParameter: Int = {
        final class Dollars: SyntaxVisitor {
            var highest = -1
            init() { super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let text = node.baseName.text
                if text.hasPrefix("$"), let n = Int(text.dropFirst()) { highest = max(highest, n) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let dollars = Dollars()
        dollars.walk(body)
        return dollars.highest
    }()
}

/// Variables in scope, innermost first; `self` and the type whose code runs.
final class Scope {
    var variables: [String: SwiftValue] = [:]
    /// Functions declared inside a body (`func label(_ s: String) -> some View { … }`).
    var functions: [String: [Located<FunctionDeclSyntax>]] = [:]
    let parent: Scope?
    /// The instance whose method runs (`self`), shared by nested scopes.
    var selfBox: SelfBox?
    /// The type whose code runs, for `Self.x` and unqualified static members.
    var typeName: String?

    init(parent: Scope?, selfBox: SelfBox? = nil, typeName: String? = nil) {
        self.parent = parent
        self.selfBox = selfBox ?? parent?.selfBox
        self.typeName = typeName ?? parent?.typeName
    }

    func lookup(_ name: String) -> SwiftValue? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.variables[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// A local function's overloads and the scope that declared it (which it captures).
    func lookupFunction(_ name: String) -> ([Located<FunctionDeclSyntax>], Scope)? {
        var scope: Scope? = self
        while let s = scope {
            if let f = s.functions[name] { return (f, s) }
            scope = s.parent
        }
        return nil
    }

    /// Assigns to the innermost scope holding `name`; false when none does.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.variables[name] != nil { s.variables[name] = value; return true }
            scope = s.parent
        }
        return false
    }
}

/// `self` while an initialiser or method runs: a mutable view of the instance.
final class SelfBox {
    var value: SwiftValue
    init(_ value: SwiftValue) { self.value = value }
}

/// A `Font` as the source names it.
struct FontValue {
    /// A font reference the renderer opens (`builtin:BlinkMask`, a file path).
    var reference: String
    var size: Double
    /// The system font's style, for a system font (nil for `.custom`): a weight or slant
    /// applied later picks its face again.
    var system: SystemFontStyle? = nil
    /// `Font.monospacedDigit()`: digits of one advance.
    var monospacedDigit = false
}

/// A `Text` before it becomes a view: runs joined by `+`, and what `Text`-returning modifiers set.
struct TextValue {
    var runs: [TextPiece]
    var font: FontValue?
    var color: SceneColorValue?
    /// `.bold()`, `.fontWeight(_:)`, `.italic()` on the text: applied to its font once it is known.
    var weight: SystemFontStyle.Weight? = nil
    var italic = false
    /// `.monospacedDigit()` on the text.
    var monospacedDigit = false
    /// `.tracking(_:)`/`.kerning(_:)` on the text.
    var tracking: Double? = nil
    /// Runs that write a date once (`Text(date, style: .time)`), by index, with the date and
    /// style: rewritten for the `.environment(\.timeZone, …)` around the text when it is laid out.
    var dates: [Int: (instant: Instant, style: String)] = [:]
    /// `Image(systemName:)`: the SF Symbol this text draws with its stand-in's glyph, and its
    /// `imageScale` factor; it takes the size of the font around it, in the symbol font.
    var symbol: (name: String, scale: Double)?

    /// Each run's own style in `Text + Text` (empty until texts are joined; then one per run).
    var runStyles: [TextRunStyleValue] = []

    /// `a + b`: the runs joined, each keeping what its own text set (font, colour, weight, slant,
    /// digits, tracking, a symbol) as SwiftUI keeps each operand's modifiers; what is set on the
    /// joined text afterwards reaches the runs that set nothing of their own. Each run's date is
    /// kept at its new place.
    static func joined(_ a: TextValue, _ b: TextValue) -> TextValue {
        var out = TextValue(runs: a.runs + b.runs, font: nil, color: nil)
        out.runStyles = a.ownRunStyles + b.ownRunStyles
        out.dates = a.dates
        for (i, date) in b.dates { out.dates[a.runs.count + i] = date }
        return out
    }

    /// Each run's style with what this text sets under it.
    var ownRunStyles: [TextRunStyleValue] {
        runs.indices.map { i in
            let own = i < runStyles.count ? runStyles[i] : TextRunStyleValue()
            return TextRunStyleValue(font: own.font ?? font, color: own.color ?? color, weight: own.weight ?? weight,
                                     italic: own.italic || italic, monospacedDigit: own.monospacedDigit || monospacedDigit,
                                     tracking: own.tracking ?? tracking, symbol: own.symbol ?? symbol)
        }
    }
}

/// What one operand of `Text + Text` set on itself.
struct TextRunStyleValue {
    var font: FontValue?
    var color: SceneColorValue?
    var weight: SystemFontStyle.Weight?
    var italic = false
    var monospacedDigit = false
    var tracking: Double?
    var symbol: (name: String, scale: Double)?
}

/// A shape and how it is painted (`nil`: filled with the foreground style).
struct ShapeValue {
    enum Kind {
        case builtIn(SceneShape)
        /// A struct conforming to `Shape`: its `path(in:)` runs once the frame is known.
        case custom(Instance, Syntax)
    }
    var kind: Kind
    var paint: ShapePaint?
}
