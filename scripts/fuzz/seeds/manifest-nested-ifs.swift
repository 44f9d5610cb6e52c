// swift-tools-version:5.9
import PackageDescription
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
if a {
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
