#include <cctype>
#include "textkit.h"

namespace textkit {
std::optional<long> parse_duration(const std::string &s)
{
	long total = 0, cur = 0;
	bool digits = false;
	if (s.empty())
		return std::nullopt;
	for (char c : s) {
		if (std::isdigit(static_cast<unsigned char>(c))) {
			cur = cur * 10 + (c - '0');
			digits = true;
			continue;
		}
		if (!digits)
			return std::nullopt;
		switch (c) {
		case 'd': total += cur * 86400; break;
		case 'h': total += cur * 3600; break;
		case 'm': total += cur * 60; break;
		case 's': total += cur; break;
		default: return std::nullopt;
		}
		cur = 0;
		digits = false;
	}
	if (digits)
		return std::nullopt;
	return total;
}

std::string format_duration(long seconds)
{
	static const struct {
		long size;
		char unit;
	} units[] = {{86400, 'd'}, {3600, 'h'}, {60, 'm'}, {1, 's'}};
	std::string out;
	if (seconds == 0)
		return "0s";
	for (const auto &u : units) {
		long n = seconds / u.size;
		seconds %= u.size;
		if (n == 0 && out.empty())
			continue;
		out += std::to_string(n) + u.unit;
	}
	return out;
}
} // namespace textkit
