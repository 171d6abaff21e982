#include "checksums.hpp"

namespace cks {
std::uint32_t rotl_sum(const std::string& data)
{
    std::uint32_t h = 0;
    for (unsigned char c : data)
        h = ((h << 5) | (h >> 27)) + c;
    return h;
}
}
