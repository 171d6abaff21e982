#include "text.hpp"
#include <cctype>
#include <cstring>

namespace textkit {

std::string pad_left(const std::string &s, std::size_t width, char fill)
{
    return s.size() >= width ? s : std::string(width - s.size(), fill) + s;
}

std::string pad_right(const std::string &s, std::size_t width, char fill)
{
    return s.size() >= width ? s : s + std::string(width - s.size(), fill);
}

// "a,,b" -> {"a", "", "b"}
std::vector<std::string> split(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            if (!cur.empty())
                out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

std::string slugify(const std::string &title)
{
    std::string out;
    bool dash = false;
    for (unsigned char c : title) {
        if (std::isalnum(c)) {
            if (dash && !out.empty())
                out += '-';
            out += static_cast<char>(std::tolower(c));
            dash = false;
        } else {
            dash = true;
        }
    }
    return out;
}

std::size_t slugify_c(const char *title, char *out, std::size_t n)
{
    std::string s = slugify(title);
    if (n == 0)
        return 0;
    std::size_t len = s.size() < n ? s.size() : n;
    std::memcpy(out, s.data(), len);
    out[len < n ? len : n - 1] = '\0';
    return len;
}

std::string trim(const std::string &s)
{
    std::size_t b = s.find_first_not_of(" \t\n");
    if (b == std::string::npos)
        return "";
    std::size_t e = s.find_last_not_of(" \t\n");
    return s.substr(b, e - b + 1);
}

} // namespace textkit
