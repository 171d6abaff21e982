#pragma once
#include <cstdint>

struct name_table {
	std::vector<std::string> names;
	std::uint32_t hits = 0;
};

std::string first_name(const name_table &t);
