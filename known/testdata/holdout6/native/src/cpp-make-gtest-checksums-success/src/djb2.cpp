#include "checksums.hpp"

namespace cks {
std::uint32_t djb2(const std::string& data)
{
    std::uint32_t h = 5381;
    for (int i = 0; i < data.size(); ++i)
        h = h * 33 + static_cast<unsigned char>(data[i]);
    return h;
}
}
