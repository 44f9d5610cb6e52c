// swift-tools-version:5.9
import PackageDescription
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#if os(Linux)
let a = 1
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
