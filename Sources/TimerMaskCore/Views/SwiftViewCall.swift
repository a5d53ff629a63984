// How a view kind is made from a widget's SwiftUI source, in the kind's own file.
//
// The Swift importer evaluates `Gauge(value: level, in: 0...10) { Text("Level") }` and hands the
// kind a `SwiftViewCall` that answers questions about the call's arguments; the kind says what
// views it was given and how it becomes a scene view once they are assembled. The kind never
// sees syntax (TimerMaskCore does not depend on swift-syntax), and every error it throws is
// reported by the importer at the call, with its file, line and column.

/// What a view kind may ask of the SwiftUI initialiser call that makes it in a widget's source.
/// A label of nil means the first unlabelled argument.
public protocol SwiftViewCall {
    /// A view the call was given, not yet assembled into the scene.
    associatedtype Child
    /// The argument `label` as a number; nil when not given (an error when it is not a number).
    func number(_ label: String?, _ what: String) throws -> Double?
    /// The argument `label` as a closed range of numbers (`0...10`, `low...high`); nil when not given.
    func numberRange(_ label: String?, _ what: String) throws -> ClosedRange<Double>?
    /// The argument `label` as names of static members: `.horizontal` is `["horizontal"]`,
    /// `[.horizontal, .vertical]` both; nil when not given (an error when it is anything else).
    func memberNames(_ label: String?, _ what: String) throws -> [String]?
    /// The argument `label` as a stack's alignment (SwiftUI's `HorizontalAlignment` or
    /// `VerticalAlignment`, named `typeName` in messages); nil when not given.
    func edgeAlignment<A: RawRepresentable>(_ label: String?, _ typeName: String, _ type: A.Type) throws -> A? where A.RawValue == String
    /// The argument `label` as an `Alignment` (`.topLeading`); nil when not given.
    func alignment(_ label: String?) throws -> SceneAlignment?
    /// The views of the builder closure `label` (nil: the call's content closure, trailing or
    /// labelled `content:`); nil when not given.
    func views(_ label: String?) throws -> [Child]?
    /// The builder closure `label`'s views as one view, or the view given as `label`; nil when not given.
    func view(_ label: String?) throws -> Child?
    /// The error for a value the call cannot take, reported at the call.
    func invalid(_ message: String) -> any Error
}

/// What SwiftUI's environment gives a view made from source, where the view is assembled.
public protocol SwiftViewEnvironment {
    /// `.tint(_:)` around the view; nil when none is.
    var tint: SceneColorValue? { get }
    /// `.gaugeStyle(_:)` around the view: nil when none is, `.some(nil)` for `.automatic`.
    var gaugeStyle: GaugeModel.Style?? { get }
    /// Says, at the view's place in the source, what TimerMask draws in place of what iOS does
    /// (a warning, and a line of `--explain`).
    func approximate(_ message: String)
}

/// What a kind made of a Swift call: the views it was given, and how it becomes a scene view
/// once they are assembled.
public struct SwiftBuiltView<Child> {
    /// How the given views become the scene view's children.
    public enum Children {
        /// Content: every view in order, a `Group`'s or `ForEach`'s views among them one by one.
        case content([Child])
        /// One child per slot (a gauge's labels): a slot's views stacked into one node, nil when
        /// the slot is not given or draws nothing.
        case slots([Child?])
    }
    public var children: Children
    /// The axis a stack lays its content along, which a `Spacer` or `Divider` in it follows; nil
    /// for a view that is not a stack along one axis.
    public var axis: StackAxis?
    /// The scene view, given the assembled children (for `.content`, every node; for `.slots`,
    /// one per slot) and the environment around the view.
    public var make: ([SceneNode?], any SwiftViewEnvironment) throws -> SceneView

    public init(_ children: Children, axis: StackAxis? = nil, make: @escaping ([SceneNode?], any SwiftViewEnvironment) throws -> SceneView) {
        self.children = children
        self.axis = axis
        self.make = make
    }

    /// A view with no children, the same in every environment.
    public static func leaf(_ view: SceneView) -> SwiftBuiltView {
        SwiftBuiltView(.content([])) { _, _ in view }
    }
}

/// A view kind that SwiftUI source makes by calling its initialiser: the kind reads the call in
/// its own file. (Kinds that are also values a widget computes with — `Text` joined with `+`,
/// `Color` and the gradients as shape styles, shapes with their shape modifiers, `Image` looked
/// up in asset catalogues — are made by the importer, which owns values;
/// `SceneViewKindID.swiftMade` says which kinds are which.)
public protocol SwiftMadeViewKind: SceneViewKind {
    /// The SwiftUI type whose initialiser makes this kind (`"Gauge"`).
    static var swiftTypeName: String { get }
    /// Reads `call`'s arguments.
    static func make<Call: SwiftViewCall>(from call: Call) throws -> SwiftBuiltView<Call.Child>
}
