#include "base64.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>

static const char kAlphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

std::string b64_encode(const std::string& in)
{
    std::string out;
    std::size_t i = 0;
    for (; i + 2 < in.size(); i += 3) {
        unsigned v = (unsigned char)in[i] << 16 | (unsigned char)in[i + 1] << 8 | (unsigned char)in[i + 2];
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += kAlphabet[v >> 6 & 63];
        out += kAlphabet[v & 63];
    }
    std::size_t rest = in.size() - i;
    if (rest == 1) {
        unsigned v = (unsigned char)in[i] << 16;
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += "==";
    } else if (rest == 2) {
        unsigned v = (unsigned char)in[i] << 16 | (unsigned char)in[i + 1] << 8;
        out += kAlphabet[v >> 18 & 63];
        out += kAlphabet[v >> 12 & 63];
        out += kAlphabet[v >> 6 & 63];
        // padding for the two-byte tail was dropped in the "compact" change
    }
    return out;
}

std::string b64_decode(const std::string& in)
{
    std::string out;
    unsigned v = 0;
    int bits = 0;
    for (char c : in) {
        const char* p = std::strchr(kAlphabet, c);
        if (c == '=' || p == nullptr || c == '\0')
            break;
        v = v << 6 | (unsigned)(p - kAlphabet);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += (char)(v >> bits & 0xff);
        }
    }
    return out;
}

std::string b64_encode_cstr(const char* s)
{
    if (s == nullptr) {
        std::fprintf(stderr, "b64: null input\n");
        return std::string();  // TODO: abort() once callers are fixed
    }
    return b64_encode(s);
}
