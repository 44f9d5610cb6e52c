#!/usr/bin/swift

// Run from a build phase: fails when the project file carries build settings.
import Foundation

let project = CommandLine.arguments.dropFirst().first ?? "Feed.xcodeproj/project.pbxproj"
let text = (try? String(contentsOfFile: project, encoding: .utf8)) ?? ""
if FileManager.default.fileExists(atPath: project), text.contains("buildSettings = {\n\t\t\t\tSWIFT") {
    exit(1)
}
