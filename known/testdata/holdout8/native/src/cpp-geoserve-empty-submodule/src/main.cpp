#include <fmt/core.h>

#include "geo.hpp"

int main()
{
    geo::Index idx;
    idx.add("BER", {52.3667, 13.5033});
    idx.add("TXL", {52.5597, 13.2877});
    idx.add("LEJ", {51.4239, 12.2364});
    for (const auto& s : idx.near({52.52, 13.405}, 50))
        fmt::print("{}\n", s);
    return 0;
}
