#include "codec.hpp"

Codec::~Codec() = default;

std::unique_ptr<Codec> make_codec(const std::string &name)
{
    if (name == "rle")
        return std::make_unique<Rle>();
    if (name == "hex")
        return std::make_unique<Hex>();
    return nullptr;
}
