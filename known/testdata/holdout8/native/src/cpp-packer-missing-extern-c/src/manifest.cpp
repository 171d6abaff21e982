#include <cstdio>
#include <sstream>
#include <string>

#include "archive.hpp"
#include "codec.h"

namespace packer {

namespace {

std::string escape(const std::string& s)
{
    std::string out;
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::string preview(const Entry& e)
{
    std::size_t n = e.data.size() < 24 ? e.data.size() : 24;
    std::string out(b64_encoded_len(n) + 1, '\0');
    out.resize(b64_encode(e.data.data(), n, out.data()));
    return out;
}

} // namespace

std::string manifest_json(const Archive& a)
{
    std::ostringstream os;
    char crc[16];
    os << "{\"entries\":[";
    bool first = true;
    for (const auto& e : a.entries()) {
        std::snprintf(crc, sizeof crc, "%08x", e.crc);
        os << (first ? "" : ",") << "{\"name\":\"" << escape(e.name) << "\",\"size\":"
           << e.data.size() << ",\"crc32\":\"" << crc << "\",\"head\":\"" << preview(e)
           << "\"}";
        first = false;
    }
    os << "],\"total\":" << a.total_bytes() << "}";
    return os.str();
}

} // namespace packer
