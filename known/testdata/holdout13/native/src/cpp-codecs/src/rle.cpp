#include "codec.hpp"

// size_hint() moved to the header in the refactor; the out-of-line
// definition was dropped here but the declaration stayed
std::string Rle::encode(const std::string &in) const
{
    std::string out;
    for (std::size_t i = 0; i < in.size();) {
        std::size_t j = i;
        while (j < in.size() && in[j] == in[i] && j - i < 9)
            j++;
        out += static_cast<char>('0' + (j - i));
        out += in[i];
        i = j;
    }
    return out;
}
