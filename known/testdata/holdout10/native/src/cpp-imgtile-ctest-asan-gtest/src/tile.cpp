#include "tile.hpp"
#include <algorithm>
Image crop(const Image& img, int x, int y, int w, int h) {
    Image out{w, h, std::vector<std::uint8_t>(static_cast<size_t>(w) * h)};
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            out.px[r * w + c] = img.px[(y + r) * img.w + (x + c)];
    return out;
}
std::uint8_t mean(const Image& img) {
    unsigned long sum = 0;
    for (auto p : img.px) sum += p;
    return img.px.empty() ? 0 : static_cast<std::uint8_t>(sum / img.px.size());
}
