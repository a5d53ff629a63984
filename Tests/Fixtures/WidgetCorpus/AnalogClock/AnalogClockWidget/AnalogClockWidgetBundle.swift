//
//  AnalogClockWidgetBundle.swift
//  AnalogClockWidget
//

import WidgetKit
import SwiftUI

@main
struct AnalogClockWidgetBundle: WidgetBundle {
    var body: some Widget {
        AnalogClockWidget()
    }
}
