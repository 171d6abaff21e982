#pragma once
#include <cstdint>
#include <string>
std::string to_hex(std::uint8_t r, std::uint8_t g, std::uint8_t b);
std::uint8_t luminance(std::uint8_t r, std::uint8_t g, std::uint8_t b);
