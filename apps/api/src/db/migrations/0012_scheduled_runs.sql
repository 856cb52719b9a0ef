CREATE TABLE "trabajos_programados" (
	"nombre" text NOT NULL,
	"dia" date NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trabajos_programados_nombre_dia_pk" PRIMARY KEY("nombre","dia")
);
