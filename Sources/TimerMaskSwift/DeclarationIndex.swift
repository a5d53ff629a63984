import SwiftSyntax

/// A declaration and the file it is in (for `file:line:column`).
struct Located<Node> {
    let node: Node
    let file: Int
}

/// What the files declare about one type: its stored properties in order, computed
/// properties, methods, initialisers, static members and enum cases. Extensions of the type
/// add to it; `View` and `Text` extensions are kept apart as modifiers a view can call.
final class TypeInfo {
    enum Kind { case structure, enumeration, classType, protocolType }

    struct StoredProperty {
        let name: String
        let type: TypeSyntax?
        let initializer: ExprSyntax?
        let isLet: Bool
        let file: Int
        let node: Syntax
        /// `@Environment(\.widgetFamily) var family`: the environment value it reads.
        var environmentKey: String? = nil
        /// `@AppStorage("key") var x = 8`: the key it reads from the user defaults (`--defaults`).
        var appStorageKey: String? = nil
        /// Whether the memberwise initialiser leaves it out (read from the environment or the defaults).
        var isWrapped: Bool { environmentKey != nil || appStorageKey != nil }
    }

    let name: String
    /// What the declaration is; an extension read before its type's declaration (files are read
    /// in path order) holds the place as a struct until the declaration comes.
    var kind: Kind
    var conformances: [String] = []
    var stored: [StoredProperty] = []
    var computed: [String: Located<PatternBindingSyntax>] = [:]
    var methods: [String: [Located<FunctionDeclSyntax>]] = [:]
    var inits: [Located<InitializerDeclSyntax>] = []
    var staticProperties: [String: Located<PatternBindingSyntax>] = [:]
    var staticMethods: [String: [Located<FunctionDeclSyntax>]] = [:]
    var cases: [String] = []
    var declaration: Located<Syntax>

    init(name: String, kind: Kind, declaration: Located<Syntax>) {
        self.name = name
        self.kind = kind
        self.declaration = declaration
    }

    var isView: Bool { conformances.contains("View") }
    var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
    var isWidget: Bool { conformances.contains("Widget") }
}

/// Every type, extension method and top-level function the files declare, found by name.
/// Nothing is evaluated here.
struct DeclarationIndex {
    var types: [String: TypeInfo] = [:]
    /// `extension View { func … }`: modifiers any view can call.
    var viewMethods: [String: [Located<FunctionDeclSyntax>]] = [:]
    /// `extension Text { func … }`.
    var textMethods: [String: [Located<FunctionDeclSyntax>]] = [:]
    var functions: [String: [Located<FunctionDeclSyntax>]] = [:]
    var globals: [String: Located<PatternBindingSyntax>] = [:]
    /// Types in declaration order, for "the only View".
    var typeOrder: [String] = []

    init(files: [SwiftSourceFile]) {
        for (index, file) in files.enumerated() {
            for item in file.tree.statements {
                if case .decl(let decl) = item.item { add(decl, file: index, outer: nil) }
            }
        }
    }

    private mutating func add(_ decl: DeclSyntax, file: Int, outer: String?) {
        func qualified(_ name: String) -> String { outer.map { "\($0).\(name)" } ?? name }
        if let s = decl.as(StructDeclSyntax.self) {
            addType(qualified(s.name.text), .structure, s.inheritanceClause, s.memberBlock, Syntax(s), file: file)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            addType(qualified(e.name.text), .enumeration, e.inheritanceClause, e.memberBlock, Syntax(e), file: file)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            addType(qualified(c.name.text), .classType, c.inheritanceClause, c.memberBlock, Syntax(c), file: file)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let extended = x.extendedType.trimmedDescription
            if outer == nil, extended == "View" || extended == "Text" || extended == "Shape" {
                for member in x.memberBlock.members {
                    guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    if extended == "Text" { textMethods[f.name.text, default: []].append(Located(node: f, file: file)) }
                    else { viewMethods[f.name.text, default: []].append(Located(node: f, file: file)) }
                }
                return
            }
            let name = types[extended] == nil && outer != nil ? qualified(extended) : extended
            if types[name] == nil { addType(name, .structure, nil, nil, Syntax(x), file: file) }
            let info = types[name]!
            if let inherited = x.inheritanceClause {
                info.conformances += inherited.inheritedTypes.map { $0.type.trimmedDescription }
            }
            addMembers(x.memberBlock, to: info, file: file)
        } else if let f = decl.as(FunctionDeclSyntax.self), outer == nil {
            functions[f.name.text, default: []].append(Located(node: f, file: file))
        } else if let v = decl.as(VariableDeclSyntax.self), outer == nil {
            for binding in v.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    globals[name] = Located(node: binding, file: file)
                }
            }
        }
    }

    private mutating func addType(_ name: String, _ kind: TypeInfo.Kind, _ inheritance: InheritanceClauseSyntax?,
                                  _ members: MemberBlockSyntax?, _ node: Syntax, file: Int) {
        let info = types[name] ?? TypeInfo(name: name, kind: kind, declaration: Located(node: node, file: file))
        if types[name] == nil { typeOrder.append(name) }
        if info.declaration.node.is(ExtensionDeclSyntax.self), !node.is(ExtensionDeclSyntax.self) {
            info.kind = kind
            info.declaration = Located(node: node, file: file)
        }
        types[name] = info
        // A nested type is also found by its last name, unless another type has it.
        if let last = name.split(separator: ".").last.map(String.init), last != name, types[last] == nil { types[last] = info }
        info.conformances += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let members { addMembers(members, to: info, file: file) }
    }

    private mutating func addMembers(_ block: MemberBlockSyntax, to info: TypeInfo, file: Int) {
        for member in block.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                let isLet = v.bindingSpecifier.text == "let"
                let environmentKey = Self.environmentKey(v.attributes)
                let appStorageKey = Self.appStorageKey(v.attributes)
                for binding in v.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic {
                        info.staticProperties[name] = Located(node: binding, file: file)
                    } else if let accessors = binding.accessorBlock, !Self.isObserverOnly(accessors) {
                        info.computed[name] = Located(node: binding, file: file)
                    } else {
                        // An App Intent's `@Parameter(title:default:)` starts at its default, as the intent WidgetKit passes does.
                        let initial = binding.initializer?.value ?? Self.parameterDefault(v.attributes)
                        info.stored.append(.init(name: name, type: binding.typeAnnotation?.type, initializer: initial,
                                                 isLet: isLet, file: file, node: Syntax(binding), environmentKey: environmentKey,
                                                 appStorageKey: appStorageKey))
                    }
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let isStatic = f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                if isStatic { info.staticMethods[f.name.text, default: []].append(Located(node: f, file: file)) }
                else { info.methods[f.name.text, default: []].append(Located(node: f, file: file)) }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                info.inits.append(Located(node: i, file: file))
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                info.cases += c.elements.map(\.name.text)
            } else {
                add(decl, file: file, outer: info.name)
            }
        }
    }

    /// The key of an `@Environment(\.key)` attribute, if the property has one.
    static func environmentKey(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let list)? = attribute.arguments,
                  let path = list.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
                  let last = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else { continue }
            return last.declName.baseName.text
        }
        return nil
    }

    /// The key of an `@AppStorage("key", store: …)` attribute, if the property has one.
    static func appStorageKey(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "AppStorage",
                  case .argumentList(let list)? = attribute.arguments,
                  let literal = list.first?.expression.as(StringLiteralExprSyntax.self),
                  let key = StringLiteralText.value(of: literal) else { continue }
            return key
        }
        return nil
    }

    /// The `default:` of an App Intent's `@Parameter(title:default:)`, if the property has one.
    static func parameterDefault(_ attributes: AttributeListSyntax) -> ExprSyntax? {
        for element in attributes {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "Parameter",
                  case .argumentList(let list)? = attribute.arguments,
                  let given = list.first(where: { $0.label?.text == "default" }) else { continue }
            return given.expression
        }
        return nil
    }

    /// `willSet`/`didSet` only: still a stored property.
    static func isObserverOnly(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The views the files declare, in order.
    var viewTypes: [String] { typeOrder.filter { types[$0]?.isView == true } }
}
