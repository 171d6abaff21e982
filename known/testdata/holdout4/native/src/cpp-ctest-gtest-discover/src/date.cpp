#include <cstdio>
#include "textkit.h"

namespace textkit {
static bool leap(int y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

std::optional<Date> parse_date(const std::string &s)
{
	static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
	Date d{};
	char tail;
	if (s.size() != 10 || std::sscanf(s.c_str(), "%4d-%2d-%2d%c", &d.year, &d.month, &d.day, &tail) != 3)
		return std::nullopt;
	if (d.month < 1 || d.month > 12 || d.day < 1)
		return std::nullopt;
	int max = days[d.month - 1] + (d.month == 2 && leap(d.year));
	if (d.day > max)
		return std::nullopt;
	return d;
}
} // namespace textkit
