#include <cctype>
#include "textkit.h"

namespace textkit {
std::string url_encode(const std::string &s)
{
	static const char hex[] = "0123456789ABCDEF";
	std::string out;
	for (unsigned char c : s) {
		if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
			out += static_cast<char>(c);
		} else {
			out += '%';
			out += hex[c >> 4];
			out += hex[c & 15];
		}
	}
	return out;
}

static int unhex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

std::optional<std::string> url_decode(const std::string &s)
{
	std::string out;
	for (std::size_t i = 0; i < s.size(); i++) {
		if (s[i] != '%') {
			out += s[i];
			continue;
		}
		if (i + 2 >= s.size())
			return std::nullopt;
		int hi = unhex(s[i + 1]), lo = unhex(s[i + 2]);
		if (hi < 0 || lo < 0)
			return std::nullopt;
		out += static_cast<char>(hi * 16 + lo);
		i += 2;
	}
	return out;
}
} // namespace textkit
