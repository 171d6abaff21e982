#include "errtab.h"
const char *errtab_text(int code)
{
	int unused_index;
	for (int i = 0; i < errtab_count; i++)
		if (errtab_entries[i].code == code)
			return errtab_entries[i].text;
	return "unknown error";
}
