import SwiftSyntax
import TimerMaskCore

/// The modifiers that set how the texts inside are set: `.tracking`, `.kerning`,
/// `.lineSpacing`, `.minimumScaleFactor` and `.textCase`, each reaching every text below it
/// (the innermost winning) as SwiftUI's environment does.
enum TextModifier: String, CaseIterable {
    case tracking, kerning, lineSpacing, minimumScaleFactor, textCase

    /// What TimerMask reads of it, in one line (for the support table).
    var summary: String {
        switch self {
        case .tracking, .kerning: "points added after each character"
        case .lineSpacing: "points between lines"
        case .minimumScaleFactor: "a factor in 0.01…1"
        case .textCase: ".uppercase, .lowercase or nil"
        }
    }
}

/// One text setting carried down the view tree.
enum TextSetting {
    case tracking(Double), lineSpacing(Double), minimumScaleFactor(Double)
    /// `.textCase(.uppercase)` (true), `.lowercase` (false), nil (as written).
    case textCase(Bool?)
}

extension Evaluator {
    func textModifier(_ modifier: TextModifier, on view: ViewValue, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> ViewValue {
        func points(_ what: String) throws -> Double {
            let v = try double(argument(args, nil), e, what)
            guard abs(v) <= SceneLimits.textSpacing else { throw runtime(e, "\(what) \(v) is outside ±\(Int(SceneLimits.textSpacing)) pt") }
            return v
        }
        switch modifier {
        case .tracking, .kerning: return view.adding(.text(.tracking(try points("the \(modifier.rawValue)"))))
        case .lineSpacing: return view.adding(.text(.lineSpacing(try points("the line spacing"))))
        case .minimumScaleFactor:
            let f = try double(argument(args, nil), e, "the minimum scale factor")
            guard f > 0, f <= 1 else { throw runtime(e, "a minimum scale factor of \(f) is outside 0…1 (above 0)") }
            return view.adding(.text(.minimumScaleFactor(max(0.01, f))))
        case .textCase:
            switch try args.first.map({ try known($0.value) }) {
            case .none?: return view.adding(.text(.textCase(nil)))
            case .member("uppercase", _)?: return view.adding(.text(.textCase(true)))
            case .member("lowercase", _)?: return view.adding(.text(.textCase(false)))
            case let other: throw runtime(e, ".textCase needs .uppercase, .lowercase or nil, not \(other?.typeDescription ?? "nothing")")
            }
        }
    }
}
