#pragma once
#include <cstdint>
#include <vector>
struct Image { int w, h; std::vector<std::uint8_t> px; };
// copies the w x h tile whose top-left corner is (x, y); the tile is clipped at the image edge
Image crop(const Image& img, int x, int y, int w, int h);
std::uint8_t mean(const Image& img);
