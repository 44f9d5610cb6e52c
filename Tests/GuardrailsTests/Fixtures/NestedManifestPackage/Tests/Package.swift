// swift-tools-version: 5.9
import PackageDescription

// A placeholder: keeps apps that add the outer package from seeing the test resources. It builds nothing.
let package = Package()
