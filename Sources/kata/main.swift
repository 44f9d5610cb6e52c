import Foundation
import KataRunner

let arguments = Array(CommandLine.arguments.dropFirst())
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
exit(KataRunner.run(arguments, console: .standard(), currentDirectory: currentDirectory).rawValue)
