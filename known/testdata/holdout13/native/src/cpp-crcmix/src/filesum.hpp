#pragma once
#include <cstdint>
#include <string>
struct Sums { std::uint32_t crc, adler; };
bool sum_file(const std::string &path, Sums &out);
