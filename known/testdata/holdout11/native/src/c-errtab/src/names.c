#include "errtab.h"
const char *errtab_name(int code)
{
	for (int i = 0; i < errtab_count; i++)
		if (errtab_entries[i].code == code)
			return errtab_entries[i].name;
	return "EUNKNOWN";
}
