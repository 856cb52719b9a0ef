-- Existing vehicles to the new rules (issue 13):
-- plates upper case without spaces or dashes;
UPDATE "vehiculos" SET "matricula" = upper(regexp_replace("matricula", '[[:space:]-]', '', 'g'))
  WHERE "matricula" <> upper(regexp_replace("matricula", '[[:space:]-]', '', 'g'));--> statement-breakpoint
-- limits in hundredths whatever the unit (litres were whole litres, euros already cents);
UPDATE "vehiculos" SET "unidadlimite" = 'litros' WHERE "unidadlimite" IN ('litro', 'l', 'L');--> statement-breakpoint
UPDATE "vehiculos" SET "limitediario" = "limitediario" * 100, "limitemensual" = "limitemensual" * 100
  WHERE "unidadlimite" = 'litros';--> statement-breakpoint
UPDATE "vehiculos" SET "unidadlimite" = 'euros' WHERE "unidadlimite" NOT IN ('euros', 'litros');--> statement-breakpoint
-- cards shown in one masked form; a card stored before keeps its mask but, without its keyed hash, is not
-- recognised by the authoriser until its number is typed again (the full number was never kept).
UPDATE "vehiculos" SET "tarjeta" = left(regexp_replace("tarjeta", '[^0-9]', '', 'g'), 4) || ' **** **** ' || right(regexp_replace("tarjeta", '[^0-9]', '', 'g'), 4)
  WHERE "tarjeta" <> '' AND length(regexp_replace("tarjeta", '[^0-9]', '', 'g')) >= 8
    AND "tarjeta" !~ '^[0-9]{4} \*\*\*\* \*\*\*\* [0-9]{4}$';--> statement-breakpoint
-- a vehicle given up has the day it was.
UPDATE "vehiculos" SET "fechabaja" = coalesce("fechabaja", now()) WHERE NOT "activo";
