#include <stdio.h>
#include "errtab.h"
int main(int argc, char **argv)
{
	char buf[128];
	for (int i = 0; i < errtab_count; i++) {
		errtab_format(buf, sizeof buf, errtab_entries[i].code, NULL);
		puts(buf);
	}
	return 0;
}
