#include "csvkit.h"

void csv_dialect_default(struct csv_dialect *d)
{
	d->delim = ',';
	d->quote = '"';
	d->header = 1;
}
