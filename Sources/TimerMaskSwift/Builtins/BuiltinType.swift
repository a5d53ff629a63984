/// The SwiftUI, Foundation and Core Graphics types a widget names: called (`Text(…)`,
/// `Color(red:green:blue:)`) or prefixing a static member (`Color.white`, `Font.custom`, `Date.now`).
enum BuiltinType: String, CaseIterable {
    // Views and shapes.
    case zStack = "ZStack", vStack = "VStack", hStack = "HStack", group = "Group", geometryReader = "GeometryReader"
    case forEach = "ForEach", spacer = "Spacer", emptyView = "EmptyView", text = "Text", image = "Image", color = "Color"
    case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", circle = "Circle", ellipse = "Ellipse", capsule = "Capsule"
    case path = "Path", anyView = "AnyView", label = "Label", button = "Button", linearGradient = "LinearGradient", radialGradient = "RadialGradient", gradient = "Gradient"
    // Values views are built from.
    case strokeStyle = "StrokeStyle", font = "Font", angle = "Angle", unitPoint = "UnitPoint", alignment = "Alignment"
    case uiImage = "UIImage"
    // Foundation and Core Graphics.
    case date = "Date", timeZone = "TimeZone", calendar = "Calendar", cgSize = "CGSize", cgPoint = "CGPoint", cgRect = "CGRect"
    case string = "String", int = "Int", double = "Double", cgFloat = "CGFloat", float = "Float", timeInterval = "TimeInterval"
    case array = "Array", url = "URL", dateComponents = "DateComponents", dateFormatter = "DateFormatter"
    case iso8601DateFormatter = "ISO8601DateFormatter", uuid = "UUID", link = "Link"
    case bundle = "Bundle", data = "Data", jsonDecoder = "JSONDecoder", locale = "Locale", userDefaults = "UserDefaults"

    /// What TimerMask reads of it, in one line (for the support table).
    var summary: String {
        switch self {
        case .zStack: "alignment and a builder"
        case .vStack, .hStack: "alignment, spacing and a builder"
        case .group: "a builder whose views join the stack around it"
        case .geometryReader: "its content built once its size is known"
        case .forEach: "ranges, arrays and enumerated arrays, any id: key path"
        case .spacer: "minLength"
        case .emptyView: "draws nothing"
        case .anyView: "the view it wraps"
        case .button: "Button(intent:) { label } and Button(\"title\", intent:): its label (pressing it is not simulated)"
        case .label: "Label(title, systemImage:) and Label { title } icon: { icon }: its icon then its title, as an HStack (the automatic style)"
        case .text: "strings, Text(date, style: .timer), timerInterval: and the .timer/.stopwatch formats"
        case .image: "Image(name), Image(uiImage:), and Image(systemName:) drawn with a Material Icons stand-in"
        case .color: "named colours, Color(red:green:blue:opacity:), Color(white:), Color(uiColor:) named"
        case .rectangle, .circle, .ellipse, .capsule: "the built-in shape"
        case .roundedRectangle: "cornerRadius:"
        case .path: "move, lines, curves, arcs and rects built in its closure"
        case .linearGradient: "colors:, gradient: or stops: with startPoint: and endPoint:, as a view or a background"
        case .radialGradient: "colors:, gradient: or stops: with center:, startRadius: and endRadius:, as a view or a background"
        case .gradient: "Gradient(colors:) and Gradient(stops:) with Gradient.Stop(color:location:)"
        case .strokeStyle: "lineWidth, lineCap, lineJoin, miterLimit"
        case .font: "static members only (.custom, .system, the text styles)"
        case .angle: "degrees: or radians:"
        case .unitPoint: "x: and y:, and the named points"
        case .alignment: "static members only (the nine alignments)"
        case .uiImage: "UIImage(named:)"
        case .date: "Date(), .now, and the timeInterval initialisers"
        case .timeZone: "identifier: and secondsFromGMT:, .current and .gmt"
        case .calendar: "Calendar.current and Calendar(identifier: .gregorian): en_US, in --time-zone; CalendarMethod's methods"
        case .dateComponents: "DateComponents(year:month:day:…) as a value"
        case .dateFormatter: "dateFormat patterns and dateStyle/timeStyle, en_US, in --time-zone; string(from:), date(from:)"
        case .iso8601DateFormatter: "date(from:) and string(from:) of internet date-times"
        case .link: "its label (a link is not followed in a picture): Link(destination:) { label } and Link(\"title\", destination:)"
        case .userDefaults: "UserDefaults(suiteName:) and .standard read --defaults FILE.json (integer, double, bool, string, object, array, data(forKey:)); writing is not simulated"
        case .locale: "Locale(identifier:) and Locale.current (--locale), for formatters and calendars"
        case .bundle: "Bundle.main's url(forResource:withExtension:) and path(forResource:ofType:): files of the project folder by name"
        case .data: "Data(contentsOf:) of a bundle resource, at most 4 MB"
        case .jsonDecoder: "decode(T.self, from:) as Swift's synthesized Decodable reads JSON; date strategies deferredToDate, secondsSince1970, iso8601"
        case .uuid: "UUID(): deterministic, 00000000-0000-0000-0000-000000000001 and on, in the order made"
        case .cgSize, .cgPoint, .cgRect: "its members, and .zero"
        case .string: "String(format:), String(repeating:count:), String(value) and String(describing:)"
        case .int: "from a number (toward zero) or a string"
        case .double, .cgFloat, .float, .timeInterval: "from a number; .pi and .infinity"
        case .array: "Array(repeating:count:), from an array or a range"
        case .url: "URL(string:) as a value (its text, nil when not a URL); nothing is fetched"
        }
    }
}
