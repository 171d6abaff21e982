#include <gtest/gtest.h>
#include "tile.hpp"
static Image gradient(int w, int h) {
    Image img{w, h, std::vector<std::uint8_t>(static_cast<size_t>(w) * h)};
    for (int i = 0; i < w * h; ++i) img.px[i] = static_cast<std::uint8_t>(i);
    return img;
}
TEST(Crop, Inside) {
    Image t = crop(gradient(8, 8), 2, 2, 2, 2);
    EXPECT_EQ(t.px[0], 18);
    EXPECT_EQ(t.px[3], 27);
}
TEST(Crop, WholeImage) { EXPECT_EQ(crop(gradient(4, 4), 0, 0, 4, 4).px.size(), 16u); }
TEST(Crop, ClippedAtRightEdge) {
    Image t = crop(gradient(8, 8), 6, 6, 4, 4);
    EXPECT_EQ(t.w, 2);
    EXPECT_EQ(t.h, 2);
}
TEST(Mean, Gradient) { EXPECT_EQ(mean(gradient(4, 4)), 7); }
