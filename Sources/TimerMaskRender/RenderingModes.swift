import TimerMaskCore
import TimerMaskRaster

// WidgetKit's rendering modes on the ops a widget makes: accented mode draws every view in its
// group's colour at its own alpha ("as if they were template images"), vibrant mode the
// content's luminance as the opacity of white.

extension InstantEvaluation {
    /// Draws `body` as WidgetKit renders a widget in `mode`.
    func drawRendered(_ mode: WidgetRenderingMode, colors: AccentedColors, _ ctx: Context, path: String,
                      _ body: (Context) throws -> Void) throws {
        switch mode {
        case .fullColor:
            try body(ctx)
        case .accented:
            let scheme = renderer.environment.colorScheme
            var inside = ctx
            inside.accented = (RGBA(colors.defaultGroup.resolved(scheme)).premultiplied, RGBA(colors.accent.resolved(scheme)).premultiplied)
            let start = ops.count
            try body(inside)
            for index in start..<ops.count where !ops[index].grouped {
                ops[index] = try recoloured(ops[index], inside.accented!.defaultGroup, luminance: false, path: path)
            }
        case .vibrant:
            try drawVibrant(ctx, path: path, body)
        }
    }

    /// Draws `body` in `group`'s colour when the widget renders accented; as it is otherwise.
    func drawAccentGroup(_ group: AccentGroup, _ ctx: Context, path: String, _ body: (Context) throws -> Void) throws {
        guard let colors = ctx.accented else { return try body(ctx) }
        let start = ops.count
        try body(ctx)
        for index in start..<ops.count where !ops[index].grouped {
            switch group {
            case .accented: ops[index] = try recoloured(ops[index], colors.accent, luminance: false, path: path)
            case .default: ops[index] = try recoloured(ops[index], colors.defaultGroup, luminance: false, path: path)
            case .desaturated: ops[index] = try recoloured(ops[index], colors.defaultGroup, luminance: true, path: path)
            case .accentedDesaturated: ops[index] = try recoloured(ops[index], colors.accent, luminance: true, path: path)
            case .fullColor: break
            }
            ops[index].grouped = true
        }
    }

    /// `op` in `tint` (premultiplied) at its own alpha, or at the luminance of its colour (the
    /// Rec. 709 weights of its premultiplied channels: luminance times alpha).
    func recoloured(_ op: DrawOp, _ tint: RGBA, luminance: Bool, path: String) throws -> DrawOp {
        func amount(_ c: RGBA) -> UInt8 { luminance ? Self.luminance(c) : c.a }
        func scaled(_ a: UInt8) -> RGBA {
            RGBA(r: Premultiply.multiply(tint.r, a), g: Premultiply.multiply(tint.g, a), b: Premultiply.multiply(tint.b, a), a: Premultiply.multiply(tint.a, a))
        }
        return try mapped(op, path: path, colour: { scaled(amount($0)) }, text: { c in
            let a = amount(c.premultiplied)
            return tint.a == 0 ? tint : RGBA(r: Premultiply.divide(tint.r, tint.a), g: Premultiply.divide(tint.g, tint.a),
                                             b: Premultiply.divide(tint.b, tint.a), a: Premultiply.multiply(tint.a, a))
        })
    }

    /// The luminance of a premultiplied colour, Rec. 709 weights: its grey level times its alpha.
    static func luminance(_ c: RGBA) -> UInt8 {
        let r: Double = 0.2126 * Double(c.r), g: Double = 0.7152 * Double(c.g), b: Double = 0.0722 * Double(c.b)
        return UInt8(min(255, (r + g + b).rounded()))
    }
}
