// A tutorial step shown by DocC: a documentation catalog is never compiled into its target.
import Geometry
import SwiftUI

struct SquareView: View {
    var body: some View { Text("\(Square(side: 2).side)") }
}
