/**
 * The sample listings in Spanish (issue 47 item 4, decision 057): table -> id -> column -> text.
 * Written for families reading in Spanish (warm "tú"), not word for word; place names stay as
 * they are. The seed stores each with the English it translates, so a later English change shows
 * as stale in /admin/translations.
 */
export const sampleTranslationsEs: Record<string, Record<string, Record<string, string>>> = {
  stays: {
    'fireweed-log-cabin': {
      description:
        'Una acogedora cabaña de troncos de dos habitaciones cerca de Hoback Junction, con estufa de leña, jacuzzi privado y a un paso tanto de Jackson como de Star Valley.',
    },
    'willow-bend-guest-ranch': {
      description:
        'Un rancho de huéspedes de la época de los colonos en Buffalo Valley, con paseos a caballo cada día, comidas al aire libre y cabañas de troncos restauradas frente a los Tetons.',
    },
    'snowdrift-mountain-lodge': {
      description:
        'Un lodge en Teton Village con acceso directo a las pistas, suites familiares, piscina exterior climatizada y un gran salón junto a la chimenea.',
    },
    'sagebrush-circle-cultural-retreat': {
      description:
        'Un refugio tranquilo al sur de Jackson con programas de temporada guiados por artistas, narradores y educadores shoshone del este y shoshone-bannock.',
    },
    'salt-river-homestead-ranch': {
      description:
        'Un rancho ganadero familiar en Star Valley donde puedes echar una mano con las tareas de la mañana, recoger huevos y cabalgar junto al río Salt.',
    },
    'greys-river-trailhead-cabins': {
      description:
        'Cabañas sencillas y cálidas en Alpine, donde se juntan los ríos Snake, Greys y Salt; muy queridas por pescadores, amantes del rafting y de las motos de nieve.',
    },
  },
  restaurants: {
    'elk-antler-grill': {
      description:
        'Filetes cortados a mano, hamburguesas de bisonte y chili de alce bajo vigas de troncos labradas a mano, a un corto paseo de los arcos de astas.',
    },
    'buffaloberry-kitchen': {
      description:
        'Una cocina de propietarios nativos que cocina con bisonte, alce, trucha y bayas silvestres, con menús de temporada arraigados en las tradiciones culinarias de las Rocosas del Norte.',
    },
    'cirque-and-pine': {
      description:
        'Un comedor de montaña a la luz de las velas al pie del teleférico, que combina carnes criadas en Wyoming y quesos de Star Valley con una carta de vinos muy cuidada.',
    },
    'snowshoe-hare-diner': {
      description:
        'Tortitas de arándano huckleberry, burritos de desayuno bien contundentes y café sin límite, con crayones en cada mesa y una fila que avanza rápido.',
    },
    'salt-river-creamery-table': {
      description:
        'Un café de granja que celebra la tradición lechera de Star Valley: degustaciones de sándwiches de queso a la plancha, requesón fresco y tartas de fruta de la zona.',
    },
    'antler-arch-chuckwagon': {
      description:
        'Cocina en olla holandesa, brisket ahumado y panecillos de masa madre al estilo de las carretas vaqueras, a pocas cuadras del famoso arco de astas de alce sobre la US-89.',
    },
  },
  activities: {
    'elk-refuge-sleigh-ride': {
      description:
        'Pasea en un trineo tirado por caballos entre miles de alces que pasan el invierno en el National Elk Refuge, justo al norte del centro de Jackson.',
    },
    'taggart-lake-hike': {
      description:
        'Una caminata suave de unas 3 millas ida y vuelta entre artemisa y bosque joven hasta un lago cristalino al pie del Grand Teton.',
    },
    'snake-river-scenic-float': {
      description:
        'Un paseo tranquilo en balsa con guía por el río Snake dentro del Parque Nacional Grand Teton, con águilas calvas, alces y los Tetons a la vista.',
    },
    'shoshone-bannock-heritage-day': {
      description:
        'Un programa en grupo reducido guiado por miembros de las tribus shoshone del este y shoshone-bannock, que comparten la historia, las artes y las tradiciones vivas de sus pueblos en Jackson Hole.',
    },
    'snow-king-family-ski-lessons': {
      description:
        'Clases en grupo pensadas para principiantes, para niños y padres, en las pistas suaves de la parte baja de Snow King Mountain, en pleno pueblo.',
    },
    'greys-river-fly-fishing': {
      description:
        'Pesca vadeando truchas degolladas nativas en el río Greys, cerca de Alpine, con un guía paciente que enseña lo básico a quien empieza.',
    },
    'amphitheater-lake-hike': {
      description:
        'Una subida exigente de 10 millas ida y vuelta, con unos 3.000 pies de desnivel, hasta dos lagos alpinos escondidos bajo el Grand Teton.',
    },
    'teton-wildlife-photography-tour': {
      description:
        'Un recorrido fotográfico en grupo reducido por los graneros de Mormon Row, Schwabacher Landing y los mejores rincones para ver fauna, con consejos para cualquier cámara o teléfono.',
    },
  },
  events: {
    'cowboy-christmas-winter-festival': {
      title: 'Festival de invierno Navidad Vaquera',
      description:
        'Una tarde de paseos en carreta de heno, cena al estilo de las carretas vaqueras, villancicos cowboy y un descenso en esquí con antorchas al pie de Snow King Mountain.',
    },
    'elk-refuge-winter-welcome-day': {
      title: 'Día de bienvenida de invierno en el Elk Refuge',
      description:
        'Un día gratuito con telescopios, actividades para peques y charlas de naturalistas para celebrar la vuelta de miles de alces al National Elk Refuge.',
    },
    'cowboy-poetry-chuckwagon-supper': {
      title: 'Poesía vaquera y cena de carreta',
      description:
        'Poetas y músicos de tierra de ranchos comparten historias de arreos de ganado, inviernos duros y buenos caballos alrededor de una cena contundente en olla holandesa.',
    },
    'shoshone-winter-storytelling-evening': {
      title: 'Historias de invierno: una velada de relatos shoshone',
      description:
        'En la noche más larga del año, narradores shoshone del este de la Reserva Wind River comparten historias de invierno, canciones y su historia.',
    },
    'christmas-eve-torchlight-parade': {
      title: 'Desfile de esquí con antorchas en Nochebuena',
      description:
        'Mira cómo un río de esquiadores con antorchas baja serpenteando por la montaña en Teton Village, y después chocolate caliente y villancicos en la plaza.',
    },
    'new-years-eve-family-snow-fest': {
      title: 'Fiesta de la nieve en familia de Nochevieja',
      description:
        'Una tarde gratuita de esculturas de nieve, juegos con trineos y una cuenta atrás de “mediodía de año nuevo” para los peques en Town Square.',
    },
    'snow-king-new-years-torchlight-fireworks': {
      title: 'Desfile con antorchas y fuegos artificiales de Nochevieja en Snow King',
      description:
        'Recibe el año nuevo temprano con un descenso de antorchas y fuegos artificiales sobre Snow King Mountain, a una hora pensada para que los más pequeños se acuesten a tiempo.',
    },
    'shoshone-bannock-beadwork-workshop': {
      title: 'Taller de abalorios shoshone-bannock',
      description:
        'Aprende técnicas básicas de bordado con abalorios de la mano de artistas shoshone-bannock de Fort Hall, Idaho, y escucha la historia de este arte en sus familias.',
    },
    'star-valley-cutter-races': {
      title: 'Carreras de cutters de Star Valley',
      description:
        'Parejas de caballos de carreras tiran de carros de dos ruedas por una recta nevada en una de las tradiciones de invierno más animadas del oeste de Wyoming.',
    },
    'greys-river-winter-trail-day': {
      title: 'Día de senderos de invierno en el río Greys',
      description:
        'Prueba las raquetas de nieve, súmate a una vuelta guiada en moto de nieve en familia y aprende seguridad en la montaña invernal al borde del Bosque Nacional Bridger-Teton.',
    },
  },
  articles: {
    'winter-wildlife-watching-in-jackson-hole': {
      title: 'Guía familiar de la fauna de invierno en Jackson Hole',
      excerpt:
        'La nieve profunda empuja a los alces, los borregos cimarrones y los bisontes hasta el fondo del valle, y por eso el invierno es uno de los mejores momentos para ver animales grandes. Te contamos dónde mirar y cómo observarlos con seguridad.',
    },
    'from-mountain-men-to-rodeo-nights': {
      title: 'De los tramperos a las noches de rodeo: la cultura vaquera de Jackson Hole',
      excerpt:
        'Tramperos, colonos, rancheros de huéspedes y vaqueros de rodeo dejaron su huella en Jackson Hole. Así sigue marcando esa historia al valle, y aquí puedes vivirla en familia.',
    },
    'shoshone-and-bannock-heritage-in-jackson-hole': {
      title: 'En honor a los primeros pueblos de Jackson Hole: la herencia shoshone y bannock',
      excerpt:
        'Hace más de 10.000 años que la gente vive en este valle y lo recorre. Conoce la herencia shoshone y bannock, las comunidades vivas de Wind River y Fort Hall, y cómo visitarlas con respeto.',
    },
    'first-family-trip-jackson-hole-star-valley': {
      title: 'Tu primer viaje en familia a Jackson Hole y Star Valley',
      excerpt:
        'Cuántos días quedarte, cómo llegar, qué hacer cada día y cómo mantener a todos sanos y contentos en la altura: un plan práctico para tu primera visita en familia.',
    },
    'cheese-chuckwagons-and-huckleberries': {
      title: 'Queso, carretas vaqueras y huckleberries: un bocado del oeste de Wyoming',
      excerpt:
        'De las granjas lecheras de Star Valley a las cenas en olla holandesa y los alimentos que los pueblos nativos recolectan aquí desde hace generaciones, el oeste de Wyoming tiene una historia que se saborea.',
    },
    'photographing-the-tetons-with-kids': {
      title: 'Fotografiar los Tetons con niños: rincones clásicos y consejos sencillos',
      excerpt:
        'Mormon Row, Schwabacher Landing, Oxbow Bend y el mirador del río Snake son fáciles de alcanzar e impresionantes al amanecer. Así puedes fotografiarlos con los niños a cuestas.',
    },
    'four-generations-on-a-star-valley-ranch': {
      title: 'Voces locales: cuatro generaciones en un rancho de Star Valley',
      excerpt:
        'Un ranchero de Star Valley nos cuenta cómo es un año en un rancho ganadero familiar cerca de Afton, y algunas cosas que le gustaría que supiera cada visitante.',
    },
  },
  music_shows: {
    'gros-ventre-ramblers-cowboy-bar': {
      description:
        'Cinco músicos, entre vaqueros de rancho y amantes del esquí, tocan honky-tonk clásico y western swing, con mucho espacio en la pista para bailar two-step.',
    },
    'sage-and-timber-center-for-the-arts': {
      description:
        'Un trío folk de voces bien empastadas que canta temas propios sobre los colonos, los inviernos de la montaña y los ríos del oeste de Wyoming.',
    },
    'hoback-junction-blues-band-silver-dollar': {
      description:
        'Guitarra slide, armónica y una base rítmica que retumba: la banda favorita del pueblo toca clásicos del blues de Chicago y del Delta junto a algunos temas propios hechos en la montaña.',
    },
    'snake-river-holiday-revue': {
      description:
        'Una función de tarde para toda la familia con canciones navideñas de siempre y villancicos vaqueros, a cargo de un coro del pueblo, un quinteto de metales y un grupo juvenil de violines.',
    },
    'willa-crane-fireside-session': {
      description:
        'Un concierto tranquilo junto a la chimenea, con guitarra acústica y canciones que cuentan historias; ideal después de un día en las pistas, y con chocolate caliente para los peques.',
    },
    'star-valley-variety-night': {
      description:
        'Violinistas, cantantes de yodel, poetas vaqueros y una banda adolescente de bluegrass comparten escenario en un espectáculo casero que celebra el talento de Star Valley.',
    },
    'dusty-halvorsen-hay-creek-band': {
      description:
        'Country de la época outlaw y canciones de camioneros de una banda que toca en Jackson cada invierno; la reserva para cenar incluye los mejores asientos junto al escenario.',
    },
    'swan-valley-string-collective': {
      description:
        'Banjo, violín, contrabajo y armonías a cuatro voces: esta banda de cuerdas mezcla melodías tradicionales de violín con baladas folk de todas las Rocosas.',
    },
  },
}
