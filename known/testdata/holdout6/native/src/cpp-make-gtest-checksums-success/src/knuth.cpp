#include "checksums.hpp"

namespace cks {
std::uint32_t knuth(const std::string& data, std::uint32_t seed)
{
    std::uint32_t h = static_cast<std::uint32_t>(data.size());
    for (unsigned char c : data)
        h = ((h << 5) ^ (h >> 27)) ^ c;
    return h;
}
}
