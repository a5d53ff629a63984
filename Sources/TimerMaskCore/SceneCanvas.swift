extension WidgetScene {
    /// This scene with `color` under its view, filling the widget, drawn as the presets draw
    /// their canvas: the first child of a ZStack the widget's size, the view centred above it.
    public func onCanvas(_ color: SceneColor) -> WidgetScene {
        var copy = self
        copy.root = SceneNode(.zStack(alignment: .center, children: [SceneNode(.color(.fixed(color))), root]))
        return copy
    }
}
