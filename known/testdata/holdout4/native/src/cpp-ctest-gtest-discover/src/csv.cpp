#include "textkit.h"

namespace textkit {
std::vector<std::string> split_csv(const std::string &line, char sep)
{
	std::vector<std::string> out;
	std::string cur;
	bool quoted = false;
	for (std::size_t i = 0; i < line.size(); i++) {
		char c = line[i];
		if (quoted) {
			if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
				cur += '"';
				i++;
			} else if (c == '"') {
				quoted = false;
			} else {
				cur += c;
			}
		} else if (c == '"') {
			quoted = true;
		} else if (c == sep) {
			out.push_back(cur);
			cur.clear();
		} else {
			cur += c;
		}
	}
	if (!cur.empty())
		out.push_back(cur);
	return out;
}
} // namespace textkit
