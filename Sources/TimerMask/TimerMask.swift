// The one library a user depends on: `import TimerMask` brings every public type a widget
// test needs, from instants and scenes to loading, rendering, timing scans and sheets, previews and golden comparison.
@_exported import TimerMaskCodecs
@_exported import TimerMaskCompositor
@_exported import TimerMaskCore
@_exported import TimerMaskFonts
@_exported import TimerMaskLoader
@_exported import TimerMaskPreview
@_exported import TimerMaskRaster
@_exported import TimerMaskRender
@_exported import TimerMaskTesting
@_exported import TimerMaskTiming
@_exported import TimerMaskSwift
