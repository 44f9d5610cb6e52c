/// `TypeTraits.observesDeviceSensor`: classes whose body reads one of the device's sensors through UIKit's `UIDevice`
/// (`UIDevice.proximityStateDidChangeNotification`, `UIDevice.current.batteryLevel`): the live side of that sensor.
enum DeviceSensorObservers {
    /// `UIDevice` members reading or switching on a sensor: proximity, battery and orientation.
    static let sensorMembers: Set<String> = [
        "proximityState", "proximityStateDidChangeNotification", "isProximityMonitoringEnabled",
        "batteryLevel", "batteryState", "batteryLevelDidChangeNotification", "batteryStateDidChangeNotification", "isBatteryMonitoringEnabled",
        "orientation", "orientationDidChangeNotification", "beginGeneratingDeviceOrientationNotifications",
    ]

    /// Positions in `model.types` of the classes whose body writes `UIDevice.<sensor member>` or `UIDevice.current.<sensor member>`.
    /// Walks the tokens only for a file naming `UIDevice` inside a type.
    static func observers(in model: SourceModel, tokens: [Token]) -> Set<Int> {
        var enclosing: [Int64: Int] = [:]
        for reference in model.references where reference.base == nil && reference.name == "UIDevice" && reference.enclosingType >= 0 {
            enclosing[Int64(reference.line) << 32 | Int64(reference.column)] = Int(reference.enclosingType)
        }
        guard !enclosing.isEmpty else { return [] }
        var found = Set<Int>()
        for (position, token) in tokens.enumerated() where token.text == "UIDevice" && position + 2 < tokens.count && tokens[position + 1].text == "." {
            guard let type = enclosing[Int64(token.line) << 32 | Int64(token.column)], type < model.types.count, model.types[type].kind == .class else { continue }
            var member = position + 2
            if tokens[member].text == "current", member + 2 < tokens.count, tokens[member + 1].text == "." { member += 2 }
            if sensorMembers.contains(tokens[member].text) { found.insert(type) }
        }
        return found
    }
}
