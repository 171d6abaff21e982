#include <map>

#include "slugify.hpp"

namespace slug {

// Latin-1 supplement (U+00C0..U+00FF) as two-byte UTF-8, the fallback without libunac
std::string transliterate(const std::string& utf8)
{
    static const std::map<unsigned, const char*> table = {
        {0xC0, "A"}, {0xC1, "A"}, {0xC2, "A"}, {0xC3, "A"}, {0xC4, "Ae"}, {0xC5, "A"}, {0xC6, "AE"},
        {0xC7, "C"}, {0xC8, "E"}, {0xC9, "E"}, {0xCA, "E"}, {0xCB, "E"}, {0xCC, "I"}, {0xCD, "I"},
        {0xCE, "I"}, {0xCF, "I"}, {0xD1, "N"}, {0xD2, "O"}, {0xD3, "O"}, {0xD4, "O"}, {0xD5, "O"},
        {0xD6, "Oe"}, {0xD8, "O"}, {0xD9, "U"}, {0xDA, "U"}, {0xDB, "U"}, {0xDC, "Ue"}, {0xDD, "Y"},
        {0xDF, "ss"}, {0xE0, "a"}, {0xE1, "a"}, {0xE2, "a"}, {0xE3, "a"}, {0xE4, "ae"}, {0xE5, "a"},
        {0xE6, "ae"}, {0xE7, "c"}, {0xE8, "e"}, {0xE9, "e"}, {0xEA, "e"}, {0xEB, "e"}, {0xEC, "i"},
        {0xED, "i"}, {0xEE, "i"}, {0xEF, "i"}, {0xF1, "n"}, {0xF2, "o"}, {0xF3, "o"}, {0xF4, "o"},
        {0xF5, "o"}, {0xF6, "oe"}, {0xF8, "o"}, {0xF9, "u"}, {0xFA, "u"}, {0xFB, "u"}, {0xFC, "ue"},
        {0xFD, "y"}, {0xFF, "y"},
    };
    std::string out;
    for (std::size_t i = 0; i < utf8.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(utf8[i]);
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if ((c & 0xE0) == 0xC0 && i + 1 < utf8.size()) {
            unsigned cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(utf8[i + 1]) & 0x3Fu);
            auto it = table.find(cp);
            out += it != table.end() ? it->second : " ";
            ++i;
        } else {
            out += ' ';
            while (i + 1 < utf8.size() && (static_cast<unsigned char>(utf8[i + 1]) & 0xC0) == 0x80)
                ++i;
        }
    }
    return out;
}

} // namespace slug
