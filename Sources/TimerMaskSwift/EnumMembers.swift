import SwiftSyntax

/// Members of an enum of the files on one of its cases: `phase.title`, `kind.color()`,
/// `theme.rawValue`. A case value (`.member`) does not carry its type, so the type is the enum
/// of the files that has both the case and the member; two such enums are refused by name
/// rather than guessed between.
extension Evaluator {
    /// The enum of the files with case `caseName` and member `member`, or nil when none has.
    func enumType(withCase caseName: String, member: String, _ node: some SyntaxProtocol) throws -> TypeInfo? {
        var seen = Set<ObjectIdentifier>()
        let candidates = index.typeOrder.compactMap { index.types[$0] }.filter { info in
            info.kind == .enumeration && info.cases.contains(caseName) && seen.insert(ObjectIdentifier(info)).inserted
                && (info.computed[member] != nil || info.methods[member] != nil || (member == "rawValue" && rawType(of: info) != nil))
        }
        guard candidates.count <= 1 else {
            throw unsupported(node, "'.\(caseName).\(member)', which \(candidates.map(\.name).joined(separator: " and ")) both declare (TimerMask does not infer which enum a case belongs to; write the type: \(candidates[0].name).\(caseName))")
        }
        return candidates.first
    }

    /// `String` or `Int` when the enum declares that raw type.
    func rawType(of info: TypeInfo) -> String? {
        info.conformances.first.flatMap { ["String", "Int"].contains($0) ? $0 : nil }
    }

    /// A computed property or `rawValue` of a case.
    func enumProperty(_ name: String, of value: SwiftValue, caseName: String, info: TypeInfo, _ node: some SyntaxProtocol) throws -> SwiftValue {
        if name == "rawValue", info.computed[name] == nil { return try rawValue(caseName, info, node) }
        guard let binding = info.computed[name], let accessors = binding.node.accessorBlock else {
            throw runtime(node, "\(info.name) has no property '\(name)'")
        }
        let scope = Scope(parent: nil, selfBox: SelfBox(value), typeName: info.name)
        return try nested(node, file: binding.file) {
            try coerce(getter(accessors, scope, builder: Self.hasViewBuilder(binding.node.parent?.parent), node), to: binding.node.typeAnnotation?.type)
        }
    }

    /// A case's raw value: as written, else its name (String) or its place counting on from the
    /// last written one (Int), as Swift gives them.
    func rawValue(_ caseName: String, _ info: TypeInfo, _ node: some SyntaxProtocol) throws -> SwiftValue {
        var next = 0
        for element in info.caseElements {
            var value: SwiftValue = rawType(of: info) == "Int" ? .int(next) : .string(element.name.text)
            if let written = element.rawValue?.value { value = try known(eval(written, Scope(parent: nil, typeName: info.name))) }
            if case .int(let i) = value { next = i + 1 }
            if element.name.text == caseName { return value }
        }
        throw runtime(node, "\(info.name) has no case '\(caseName)'")
    }
}

extension TypeInfo {
    /// The enum's case elements in declaration order, with their raw values and payloads: the
    /// declaration's own members (a nested type's cases are not its; an extension adds none).
    var caseElements: [EnumCaseElementSyntax] {
        guard let members = declaration.node.as(EnumDeclSyntax.self)?.memberBlock.members else { return [] }
        return members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
    }
}
