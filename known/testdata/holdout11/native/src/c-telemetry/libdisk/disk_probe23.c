#include "probe.h"
int disk_probe23(struct sample *out)
{
	out->name = "disk.metric23";
	out->value = 23.5;
	out->ts = 0;
	return 0;
}
